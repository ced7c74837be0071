import { foggedLambert } from '../art/fogged-material';

/**
 * The crew's one material: the kit's lit surface with vertex colours and height fog. A swap
 * to a physically based variant of the kit's materials is this one line.
 */
export const crewMaterial = () => foggedLambert();
