import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { InstancedBufferAttribute, Matrix4, Quaternion, Vector3, type DataTexture, type InstancedMesh } from 'three';
import { useReducedMotion } from '@mission/shared';
import { useSceneAssets } from '../art/use-scene-assets';
import { colourInstances } from '../art/instance-colour';
import { crewPose } from './crew-clips';
import { crewFigureGeometry, lookKey, type FigureLook } from './crew-figure';
import { goalYaw, turnTowards, type CrewMember } from './crew-facing';
import { POSES } from './crew-poses';
import { BONE_COUNT, poseMatrices } from './crew-rig';
import { boneTexture, ROW_ATTRIBUTE, skinnedCrewMaterial } from './crew-skinning';
import { ContactShadows, type ShadowSpot } from './contact-shadow';

export interface CrewProps {
  figures: readonly CrewMember[];
  /** The hotspots found so far (the scene's `found`): their people turn to the visitor and greet them. */
  found?: readonly string[];
  /** False leaves out the shadows at their feet (people in the water). */
  shadows?: boolean;
}

const NO_FOUND: readonly string[] = [];
/** How far a pose reaches beyond the rest figure's bounds (an arm up, a bow): keeps the culling honest. */
const POSE_REACH = 0.9;
/** A person's shadow: a little longer than wide, and longer still for someone kneeling. */
const FIGURE_SHADOW: readonly [number, number] = [0.42, 0.36];
const LOW_SHADOW: readonly [number, number] = [0.45, 0.6];
const scratch = {
  matrix: new Matrix4(),
  rotation: new Quaternion(),
  scale: new Vector3(1, 1, 1),
  position: new Vector3(),
  up: new Vector3(0, 1, 0),
};

/** One figure's matrix: at its feet, turned to `yaw`. */
function figureMatrix(member: CrewMember, yaw: number): Matrix4 {
  const { matrix, rotation, scale, position, up } = scratch;
  return matrix.compose(position.set(...member.position), rotation.setFromAxisAngle(up, yaw), scale);
}

/** Poses everyone at time `t` (found people by when they were found) into the bone texture. */
function poseCrew(
  bones: DataTexture,
  figures: readonly CrewMember[],
  foundAt: ReadonlyMap<string, number>,
  t: number,
  reducedMotion: boolean,
) {
  const data = bones.image.data as Float32Array;
  figures.forEach((member, index) => {
    const since = foundAt.get(member.id);
    const foundFor = since === undefined ? undefined : t - since;
    const now = crewPose(member.work ?? 'idle', POSES[member.pose], t, index * 1.7, reducedMotion, foundFor);
    poseMatrices(now, data, index * BONE_COUNT * 16);
  });
  bones.needsUpdate = true;
}

/**
 * The crew of a scene, at work: every figure of one look (outfit, skin, accent, tool) is one
 * instanced draw call; every person's pose (their stance and work loop, crew-clips.ts) is
 * worked out each frame on the CPU into one bone texture that the GPU skins them from. A
 * found person turns to the visitor and waves; reduced motion stills the loops and the wave
 * and makes the turn immediate. A soft shadow under each, so no one floats.
 */
export function Crew({ figures, found = NO_FOUND, shadows = true }: CrewProps) {
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
  const assets = useSceneAssets(() => {
    const bones = boneTexture(figures.length);
    const geometries = looks.map(({ look, members }) => {
      const geometry = crewFigureGeometry(look);
      // Each instance's row of the bone texture: the person's index in `figures`.
      geometry.setAttribute(ROW_ATTRIBUTE, new InstancedBufferAttribute(Float32Array.from(members), 1));
      return geometry;
    });
    return { geometries, bones, material: skinnedCrewMaterial(bones) };
  }, [looks, figures.length]);
  const meshes = useRef<(InstancedMesh | null)[]>([]);
  const yaws = useRef<number[]>([]);
  /** When each found person was found (the frame clock's seconds); -Infinity: found before this visit. */
  const foundAt = useRef(new Map<string, number>());
  const reducedMotion = useReducedMotion();
  const foundNow = useRef(found);
  useLayoutEffect(() => {
    foundNow.current = found;
    for (const id of found) if (!foundAt.current.has(id)) foundAt.current.set(id, Number.NaN);
  }, [found]);
  const shadowSpots = useMemo<ShadowSpot[]>(
    () =>
      figures.map((member) => ({
        at: member.position,
        size: POSES[member.pose].hips < 0.7 ? LOW_SHADOW : FIGURE_SHADOW,
        yaw: member.workYaw,
      })),
    [figures],
  );

  useLayoutEffect(() => {
    // Found before this visit (a return to the chapter): turned already, no greeting.
    for (const id of foundNow.current) foundAt.current.set(id, Number.NEGATIVE_INFINITY);
    yaws.current = figures.map((member) => goalYaw(member, foundNow.current));
    looks.forEach(({ members }, group) => {
      const mesh = meshes.current[group];
      if (!mesh) return;
      members.forEach((index, slot) => mesh.setMatrixAt(slot, figureMatrix(figures[index]!, yaws.current[index]!)));
      mesh.instanceMatrix.needsUpdate = true;
      // White, the figures' own colours.
      colourInstances(mesh, members.length);
      mesh.computeBoundingSphere();
      if (mesh.boundingSphere) mesh.boundingSphere.radius += POSE_REACH;
    });
    poseCrew(assets.bones, figures, foundAt.current, 0, reducedMotion);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [figures, looks, assets]);

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    for (const [id, at] of foundAt.current) if (Number.isNaN(at)) foundAt.current.set(id, t);
    looks.forEach(({ members }, group) => {
      const mesh = meshes.current[group];
      if (!mesh) return;
      members.forEach((index, slot) => {
        const member = figures[index]!;
        const goal = goalYaw(member, foundNow.current);
        const yaw = reducedMotion ? goal : turnTowards(yaws.current[index] ?? goal, goal, delta);
        yaws.current[index] = yaw;
        mesh.setMatrixAt(slot, figureMatrix(member, yaw));
      });
      mesh.instanceMatrix.needsUpdate = true;
    });
    poseCrew(assets.bones, figures, foundAt.current, t, reducedMotion);
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
      {shadows && <ContactShadows spots={shadowSpots} />}
    </>
  );
}

export interface CrewFigureProps extends FigureLook {
  position?: readonly [number, number, number];
  /** Heading (radians about +y; 0 faces +z). */
  facing?: number;
  /** False leaves out the shadow at the feet (someone in the water). */
  shadow?: boolean;
}

/** One crew figure at their work at a point (a person a scene moves itself: someone in the water). */
export function CrewFigure({ position = [0, 0, 0], facing = 0, shadow = true, ...look }: CrewFigureProps) {
  const figures = useMemo(
    () => [{ ...look, id: '', position, workYaw: facing, turnsWhenFound: false }],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [look.outfit, look.pose, look.work, look.tool, look.skin, look.accent, look.harness, position[0], position[1], position[2], facing],
  );
  return <Crew figures={figures} shadows={shadow} />;
}
