// What the person, the throws and the rescue boat share each frame: where the person is.
import { PERSON_PLACES } from './overboard-layout';

/** The person's place on the mean sea (eased between throws). */
export interface RescueTrack {
  place: [number, number, number];
}

export function newRescueTrack(): RescueTrack {
  return { place: [...PERSON_PLACES[0]!] as [number, number, number] };
}
