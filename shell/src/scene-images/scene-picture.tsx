import { useEffect, useRef, useState } from 'react';
import type { ChapterSlug, Section } from '@mission/content';
import { branchColourStyle } from '@mission/shared';
import { sceneImageSources, type SceneImageKind } from './scene-images';
import './scene-picture.css';

export interface ScenePictureProps {
  section: Section;
  chapter: ChapterSlug | string;
  kind: SceneImageKind;
  /** The width the picture takes on the page, for the browser to pick a file (the sizes attribute). */
  sizes: string;
  /** The first screen's own pictures load first; the rest when near. */
  priority?: boolean;
  className?: string;
}

/**
 * A chapter's picture (scene-images.ts) as AVIF with WebP behind it. Decoration: the link or
 * heading beside it names the chapter, so its alt is empty. Its box is the picture's own ratio
 * over the branch's colour, so a picture that is slow, missing or fails to load moves nothing
 * and leaves the words and links as they are.
 */
export function ScenePicture({ section, chapter, kind, sizes, priority = false, className }: ScenePictureProps) {
  const sources = sceneImageSources(section, chapter, kind);
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  // A picture that failed before the app took the page over fired its error to no one.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setFailed(true);
  }, []);
  const classes = `scene-picture scene-picture--${kind}${failed ? ' scene-picture--failed' : ''}${className ? ` ${className}` : ''}`;
  if (!sources) return <span className={classes} style={branchColourStyle(section)} data-scene-picture="missing" aria-hidden="true" />;
  return (
    <picture className={classes} style={branchColourStyle(section)} data-scene-picture={`${section}-${chapter}`}>
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />
      <img
        ref={image}
        onError={() => setFailed(true)}
        src={sources.fallback}
        srcSet={sources.webpSrcSet}
        sizes={sizes}
        width={sources.width}
        height={sources.height}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
