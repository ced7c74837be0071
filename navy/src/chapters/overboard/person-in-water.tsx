import { useRef, useState, type RefObject } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group, Mesh, Sprite } from 'three';
import { useReducedMotion } from '@mission/shared';
import { CrewFigure, drawnSwellHeight, easeTowards } from '@mission/chapter-kit/scene';
import { DECK_HEIGHT, OVERBOARD_TARGETS, PERSON_PLACES } from './overboard-layout';
import { SEA } from './overboard-look';
import { PERSON_SUNK, type overboardAssets } from './overboard-geometry';
import { hauledPerson, rescueBoatPlace, rescueStage } from './overboard-rescue';
import type { RescueTrack } from './rescue-track';
import { layOnSwell } from '../searchlight';

interface PersonInWaterProps {
  doneTargets: readonly string[];
  track: RefObject<RescueTrack>;
  /** The kit's ending progress (useEndingProgress over RESCUE_S). */
  ending: RefObject<number>;
  assets: ReturnType<typeof overboardAssets>;
}

/** How far through the haul the person sits down in the boat. */
const SEATED_FROM = 0.55;

/**
 * The person in the water: in a fisherman's float coat, treading and waving, riding the swell,
 * white water round them and the coat's strobe flashing; carried along the side between good
 * throws; at the end hauled over the rescue boat's tube and seated in it.
 */
export function PersonInWater({ doneTargets, track: trackRef, ending, assets }: PersonInWaterProps) {
  const calm = useReducedMotion();
  const person = useRef<Group>(null);
  const figure = useRef<Group>(null);
  const ring = useRef<Mesh>(null);
  const strobe = useRef<Sprite>(null);
  const [seated, setSeated] = useState(false);

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const track = trackRef.current;
    const index = OVERBOARD_TARGETS.findIndex((target) => !doneTargets.includes(target.id));
    const goal = PERSON_PLACES[index < 0 ? PERSON_PLACES.length - 1 : index]!;
    for (let axis = 0; axis < 3; axis += 1)
      track.place[axis] = calm ? goal[axis]! : easeTowards(track.place[axis]!, goal[axis]!, delta, 0.8);
    const { runIn, haul } = rescueStage(ending.current);
    const water = -DECK_HEIGHT;
    const boat = rescueBoatPlace(runIn);
    const [px, py, pz] = haul > 0 ? hauledPerson(haul, boat, track.place) : track.place;
    // In the water the person rides the drawn swell (it cuts them at the chest); hauled, the boat's swell under them.
    const bob = drawnSwellHeight(SEA, px, pz, t) * (1 - haul) + drawnSwellHeight(SEA, boat[0], boat[2], t) * haul;
    const y = py - (track.place[1] - water) * (1 - haul) + bob;
    person.current?.position.set(px, y, pz);
    // Out of the water they come up to their full height.
    const lift = PERSON_SUNK[1] * (1 - haul);
    figure.current?.position.set(0, lift, 0);
    if (seated !== haul >= SEATED_FROM) setSeated(haul >= SEATED_FROM);
    if (ring.current) {
      // The white water they churn round them: it shows where they are against the dark sea.
      // Laid on the swell under it (flat, the slope of a wave cut it into a crescent).
      layOnSwell(ring.current, SEA, px, water - 0.04, pz, t);
      ring.current.scale.set(0.75 + 0.1 * Math.sin(t * 2.2), 1, 0.75 + 0.1 * Math.sin(t * 2.2));
      ring.current.visible = haul < 0.3;
    }
    if (strobe.current) {
      // The float coat's light on their left shoulder: a steady point that flashes once a second.
      strobe.current.position.set(px + 0.24, y + lift + (seated ? 1.1 : 1.5), pz + 0.1);
      strobe.current.scale.setScalar(!calm && t % 1.1 < 0.12 ? 0.7 : 0.22);
    }
  });

  return (
    <>
      <group ref={person}>
        <group ref={figure}>
          <CrewFigure
            outfit="float-coat"
            pose={seated ? 'seated' : 'treading'}
            work={seated ? 'idle' : 'treading'}
            skin={4}
            shadow={false}
          />
        </group>
      </group>
      <mesh ref={ring} geometry={assets.foamRing} material={assets.foamMaterial} />
      <sprite ref={strobe} material={assets.strobe} scale={0.22} />
    </>
  );
}
