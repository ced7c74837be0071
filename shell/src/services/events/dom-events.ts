import { Observable } from 'rxjs';

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** A target and the names of the events to hear from it. */
export type EventSource = readonly [target: Listenable, names: readonly string[]];

/**
 * Every event of the given names on the given targets, as one stream: what rxjs's merge of
 * fromEvent gives, without the conversion machinery those carry onto the first screen.
 */
export function domEvents(sources: readonly EventSource[], options?: AddEventListenerOptions): Observable<Event> {
  return new Observable<Event>((subscriber) => {
    const listener = (event: Event) => subscriber.next(event);
    for (const [target, names] of sources) for (const name of names) target.addEventListener(name, listener, options);
    return () => {
      for (const [target, names] of sources) for (const name of names) target.removeEventListener(name, listener, options);
    };
  });
}
