import { useState } from 'react';
import { mediaUrl } from '@mission/shared/media';
import type { Section } from '@mission/content';

/** The thumbnails' widths and ratio (shell/src/scene-images/scene-image-plan.json: 4:3 at 320 and 640). */
const WIDTHS = [320, 640] as const;

/**
 * A chapter's picture on its branch's debrief: the opening frame `npm run scene-images` drew,
 * copied into the remote's own public/scenes/ (served from the remote's origin, like its
 * sounds). Decoration: the chapter's name is beside it. A file that fails leaves the branch's
 * colour in its box, and nothing moves.
 */
export function DebriefChapterPicture({ section, chapter }: { section: Section; chapter: string }) {
  const [failed, setFailed] = useState(false);
  const file = (width: number) => mediaUrl(`scenes/${section}-${chapter}-thumbnail-${width}.webp`);
  return (
    <span className="kit-debrief__picture" data-debrief-picture={`${section}-${chapter}`}>
      {failed ? null : (
        <img
          src={file(WIDTHS[0])}
          srcSet={WIDTHS.map((width) => `${file(width)} ${width}w`).join(', ')}
          sizes="(min-width: 36rem) 11rem, 30vw"
          width={WIDTHS[0]}
          height={(WIDTHS[0] * 3) / 4}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
