import type { ChapterSceneProps } from '@mission/shared/chapter-kit';
import { Atmosphere, SkyDome } from '@mission/shared/chapter-kit/scene';

/** /air/airdrop: being built; the sky and light only. */
export default function AirdropScene(_props: ChapterSceneProps) {
  return (
    <>
      <SkyDome colors={{ top: '#1b2a4a', horizon: '#c9a38a', bottom: '#dfe6ee', sun: '#ffc28a', sunDirection: [0, 0.05, -1] }} />
      <Atmosphere options={{ fog: { color: '#8a93a6', near: 40, far: 300 }, hemisphere: { sky: '#c9d4e6', ground: '#6a5a50', intensity: 2 }, sun: { color: '#ffc28a', intensity: 1.2, position: [0, 20, -100] } }} />
    </>
  );
}
