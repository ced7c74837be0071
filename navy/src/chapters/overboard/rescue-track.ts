// What the person, the throws and the rescue boat share each frame: where the person is, and when the last good throw landed.
import { PERSON_PLACES } from './overboard-layout';
import { rescueStage } from './overboard-rescue';

/** The person's place on the mean sea (eased between throws) and the clock time of the last good throw (null until then). */
export interface RescueTrack {
  place: [number, number, number];
  endedAt: number | null;
}

export function newRescueTrack(): RescueTrack {
  return { place: [...PERSON_PLACES[0]!] as [number, number, number], endedAt: null };
}

/** The end's stage at clock time `t`: nothing until every throw is good; the first frame that sees it starts the clock. */
export function stageAt(track: RescueTrack, t: number, allGood: boolean, calm: boolean): { runIn: number; haul: number } {
  if (!allGood) {
    track.endedAt = null;
    return { runIn: 0, haul: 0 };
  }
  track.endedAt ??= t;
  return rescueStage(t - track.endedAt, calm);
}
