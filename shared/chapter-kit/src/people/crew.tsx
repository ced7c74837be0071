import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Euler, Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import { useSceneAssets } from '../art/use-scene-assets';
import { colourInstances } from '../art/instance-colour';
import { crewFigureGeometry, lookKey, type FigureLook } from './crew-figure';
import { goalYaw, idleMotion, turnTowards, type CrewMember } from './crew-facing';
import { crewMaterial } from './crew-material';
import { useReducedMotion } from '@mission/shared';

export interface CrewProps {
  figures: readonly CrewMember[];
  /** The hotspots found so far (the scene's `found`): their people turn to the visitor. */
  found?: readonly string[];
}

const NO_FOUND: readonly string[] = [];
const scratch = { matrix: new Matrix4(), rotation: new Quaternion(), euler: new Euler(), scale: new Vector3(), position: new Vector3() };

/** One figure's matrix: at its feet, turned to `yaw`, breathing (`breath` scales its height) and swaying a little. */
function figureMatrix(member: CrewMember, yaw: number, breath: number, sway: number): Matrix4 {
  const { matrix, rotation, euler, scale, position } = scratch;
  rotation.setFromEuler(euler.set(sway * 0.5, yaw, sway));
  return matrix.compose(position.set(...member.position), rotation, scale.set(1, breath, 1));
}

/**
 * The crew of a scene: every figure of one look (outfit, pose, skin, accent) is one
 * instanced draw call. One frame loop for all of them eases each person's heading towards
 * the visitor once their trade is found and gives them a breath and a glance; the visitor's
 * reduced-motion setting stills the idle motion and makes the turn immediate.
 */
export function Crew({ figures, found = NO_FOUND }: CrewProps) {
  const looks = useMemo(() => {
    const byKey = new Map<string, { look: FigureLook; members: number[] }>();
    figures.forEach((member, index) => {
      const key = lookKey(member);
      const entry = byKey.get(key) ?? { look: member, members: [] };
      entry.members.push(index);
      byKey.set(key, entry);
    });
    return [...byKey.values()];
  }, [figures]);
  const assets = useSceneAssets(
    () => ({ geometries: looks.map(({ look }) => crewFigureGeometry(look)), material: crewMaterial() }),
    [looks],
  );
  const meshes = useRef<(InstancedMesh | null)[]>([]);
  const yaws = useRef<number[]>([]);
  const reducedMotion = useReducedMotion();
  const foundNow = useRef(found);
  useLayoutEffect(() => {
    foundNow.current = found;
  }, [found]);

  useLayoutEffect(() => {
    yaws.current = figures.map((member) => goalYaw(member, foundNow.current));
    looks.forEach(({ members }, group) => {
      const mesh = meshes.current[group];
      if (!mesh) return;
      members.forEach((index, slot) => mesh.setMatrixAt(slot, figureMatrix(figures[index]!, yaws.current[index]!, 1, 0)));
      mesh.instanceMatrix.needsUpdate = true;
      // White, the figures' own colours: drawn with the props' program (art/instance-colour.ts).
      colourInstances(mesh, members.length);
      mesh.computeBoundingSphere();
    });
  }, [figures, looks, assets]);

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    looks.forEach(({ members }, group) => {
      const mesh = meshes.current[group];
      if (!mesh) return;
      members.forEach((index, slot) => {
        const member = figures[index]!;
        const goal = goalYaw(member, foundNow.current);
        const yaw = reducedMotion ? goal : turnTowards(yaws.current[index] ?? goal, goal, delta);
        yaws.current[index] = yaw;
        const motion = idleMotion(t, index * 1.9, reducedMotion);
        mesh.setMatrixAt(slot, figureMatrix(member, yaw + motion.glance, motion.breath, motion.sway));
      });
      mesh.instanceMatrix.needsUpdate = true;
    });
  });

  return (
    <>
      {looks.map(({ members }, group) => (
        <instancedMesh
          key={group}
          ref={(mesh) => {
            meshes.current[group] = mesh;
          }}
          args={[assets.geometries[group], assets.material, members.length]}
        />
      ))}
    </>
  );
}

export interface CrewFigureProps extends FigureLook {
  position?: readonly [number, number, number];
  /** Heading (radians about +y; 0 faces +z). */
  facing?: number;
}

/** One crew figure, breathing, at a point (a person a scene moves itself: someone in the water). */
export function CrewFigure({ position = [0, 0, 0], facing = 0, ...look }: CrewFigureProps) {
  const figures = useMemo(
    () => [{ ...look, id: '', position, workYaw: facing, turnsWhenFound: false }],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [look.outfit, look.pose, look.skin, look.accent, look.harness, position[0], position[1], position[2], facing],
  );
  return <Crew figures={figures} />;
}
