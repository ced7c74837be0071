import { useRef, useState } from 'react';
import { useFrame } from '@react-three/fiber';
import type { ChapterRuntime } from '@mission/chapter-kit';
import { CrewFigure, yawToward } from '@mission/chapter-kit/scene';
import { HELICOPTER_AT, MARSHALLER_AT } from './response-layout';

/** The marshaller faces the cockpit. */
const FACING = yawToward(MARSHALLER_AT, HELICOPTER_AT);

/**
 * The launch signal in the world: the marshaller on the deck ahead, facing the pilot, stands by
 * with arms down; while the signal is held, and once it is given, both arms are up in the launch
 * signal, swung over the head.
 */
export function LaunchMarshaller({ runtime, checkId }: { runtime: ChapterRuntime; checkId: string }) {
  const [signalling, setSignalling] = useState(false);
  const shown = useRef(false);

  useFrame(() => {
    const status = runtime.board.get(checkId);
    const now = Boolean(status?.holding || status?.done);
    if (now !== shown.current) {
      shown.current = now;
      setSignalling(now);
    }
  });

  return (
    <CrewFigure
      outfit="flight-deck-crew"
      accent="#f2eee2"
      pose={signalling ? 'signalling' : 'idle'}
      work={signalling ? 'marshal' : 'idle'}
      skin={3}
      position={MARSHALLER_AT}
      facing={FACING}
    />
  );
}
