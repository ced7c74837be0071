import { foggedStandard } from '../art/fogged-material';

/**
 * The crew's one material: the kit's physically based surface with vertex colours and height
 * fog, lit by the chapter's rig like the rest of the scene.
 */
export const crewMaterial = () => foggedStandard();
