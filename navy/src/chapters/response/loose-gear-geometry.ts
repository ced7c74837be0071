// The loose gear left on the flight deck astern (a tool bag, a wheel chock, a coil of chain) and the deck locker it is stowed in.
import { BoxGeometry, CylinderGeometry, TorusGeometry, type BufferGeometry } from 'three';
import { mergeFlat } from '@mission/chapter-kit/scene';

/** Each piece: its geometry (coloured), and where it lies on the deck, from LOOSE_GEAR_AT (metres). */
export interface LoosePiece {
  geometry: BufferGeometry;
  at: readonly [number, number, number];
  turn: number;
}

export function loosePieces(): LoosePiece[] {
  const wedge = new CylinderGeometry(0.26, 0.26, 0.6, 3).rotateX(Math.PI / 2);
  return [
    { geometry: mergeFlat([{ geometry: new BoxGeometry(0.8, 0.38, 0.42), color: '#d2561f' }]), at: [-0.5, 0.19, 0.1], turn: 0.5 },
    { geometry: mergeFlat([{ geometry: wedge, color: '#f0c52a' }]), at: [0.45, 0.1, 0.3], turn: -0.3 },
    {
      geometry: mergeFlat([{ geometry: new TorusGeometry(0.34, 0.08, 5, 12).rotateX(Math.PI / 2), color: '#8c949c' }]),
      at: [0.15, 0.06, -0.4],
      turn: 0,
    },
  ];
}

/** The deck locker: its body (open at the top) and its lid, hinged along its far edge. */
export const LOCKER = { width: 1.3, height: 0.75, depth: 0.8 } as const;

export function lockerBodyGeometry() {
  return mergeFlat([
    { geometry: new BoxGeometry(LOCKER.width, LOCKER.height, LOCKER.depth).translate(0, LOCKER.height / 2, 0), color: '#6d767f' },
    { geometry: new BoxGeometry(LOCKER.width - 0.12, 0.02, LOCKER.depth - 0.12).translate(0, LOCKER.height + 0.005, 0), color: '#1e2226' },
  ]);
}

export function lockerLidGeometry() {
  return mergeFlat([
    { geometry: new BoxGeometry(LOCKER.width, 0.06, LOCKER.depth).translate(0, 0.03, LOCKER.depth / 2), color: '#7c858e' },
  ]);
}
