import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group } from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import {
  Atmosphere,
  Crew,
  drawnSwellHeight,
  Rain,
  SkyDome,
  useEndingProgress,
  useSceneAssets,
  Wake,
  WaterSurface,
} from '@mission/chapter-kit/scene';
import { DECK_HEIGHT, OVERBOARD_HOTSPOTS } from './overboard-layout';
import { SKY, ATMOSPHERE, SEA, SPRAY, HULL_FOAM } from './overboard-look';
import { overboardAssets, SHIP_AT, SHIP_TURN, HULL_FOAM_AT, FISHING_BOAT_AT } from './overboard-geometry';
import { DIVER_SWELL, CREW_ON_DECK } from './overboard-crew';
import { PersonInWater } from './person-in-water';
import { LifebuoyThrow } from './lifebuoy-throw';
import { RescueBoat } from './rescue-boat';
import { newRescueTrack } from './rescue-track';
import { RESCUE_S } from './overboard-rescue';

/**
 * /navy/overboard: a person in the water off the ship's side; three good lifebuoy throws, each
 * when the searchlight's pool is on them, keep them afloat, and the rescue boat runs in and
 * hauls them aboard (the chapter's end, played as the task completes).
 */
export default function OverboardScene({ runtime, phase, doneTargets, found }: ChapterSceneProps) {
  const assets = useSceneAssets(overboardAssets, []);
  const ending = useEndingProgress(phase, RESCUE_S);
  const track = useRef(newRescueTrack());
  const diver = useRef<Group>(null);
  const fishingBoat = useRef<Group>(null);

  useFrame((state) => {
    const t = state.clock.elapsedTime;
    if (fishingBoat.current) {
      // The boat rides the swell: it rises and rolls with the waves under it.
      fishingBoat.current.position.y = FISHING_BOAT_AT[1] + drawnSwellHeight(SEA, FISHING_BOAT_AT[0], FISHING_BOAT_AT[2], t);
      fishingBoat.current.rotation.z = Math.sin(t * 0.9) * 0.08;
    }
    if (diver.current) {
      const [dx, , dz] = OVERBOARD_HOTSPOTS.clearanceDiver;
      diver.current.position.y = drawnSwellHeight(SEA, dx, dz, t);
    }
  });

  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <group position={[0, -DECK_HEIGHT, 0]}>
        <WaterSurface options={SEA} />
      </group>
      <group position={SHIP_AT} rotation={SHIP_TURN}>
        <mesh geometry={assets.ship} material={assets.lit} />
        <Wake options={HULL_FOAM} position={[HULL_FOAM_AT[0], -DECK_HEIGHT, HULL_FOAM_AT[2]]} rotation={[0, Math.PI, 0]} />
        {/* A floodlight on the superstructure, over the side deck and the water. */}
        <sprite material={assets.floodlight} position={[-1.5, 5, -26]} scale={2.2} />
      </group>
      <group ref={fishingBoat} position={FISHING_BOAT_AT} rotation={[0, 0.9, 0]}>
        <mesh geometry={assets.fishingBoat} material={assets.lit} />
        <sprite material={assets.floodlight} position={[0, 5.2, 2.8]} scale={2.5} />
      </group>
      <mesh geometry={assets.crewGear} material={assets.lit} />
      <Crew figures={CREW_ON_DECK} found={found} />
      <group ref={diver}>
        <Crew figures={DIVER_SWELL} found={found} shadows={false} />
      </group>
      <RescueBoat ending={ending} assets={assets} />
      <PersonInWater doneTargets={doneTargets} track={track} ending={ending} assets={assets} />
      <LifebuoyThrow runtime={runtime} doneTargets={doneTargets} track={track} ending={ending} assets={assets} />
      <Rain options={SPRAY} />
    </>
  );
}
