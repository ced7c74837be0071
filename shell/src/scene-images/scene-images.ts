import { branchEntry, type ChapterSlug, type Section } from '@mission/content';
import { mediaUrl } from '@mission/shared/media';
import plan from './scene-image-plan.json';
import manifest from './scene-image-manifest.json';

/**
 * The home page's and Mission Select's pictures, made from the chapters' opening frames by
 * `npm run scene-images` (docs/prerendered-pages.md, "Scene images"): a thumbnail (4:3) per
 * chapter, a portrait hero (3:4) per branch, each in AVIF and WebP at two widths.
 */
export type SceneImageKind = 'thumbnail' | 'hero';
type Formats = Record<'avif' | 'webp', Record<string, number>>;
const MANIFEST = manifest as Record<string, Partial<Record<SceneImageKind, Formats>>>;
const PLAN = plan as { crops: Record<SceneImageKind, { aspect: [number, number]; widths: number[] }> };

export interface SceneImageSources {
  avifSrcSet: string;
  webpSrcSet: string;
  /** The smallest WebP, for a browser that reads no srcset. */
  fallback: string;
  /** The largest width and its height, so the page reserves the picture's box before it arrives. */
  width: number;
  height: number;
}

/** The chapter whose opening frame stands for its branch on the home page (the list of branches' `heroChapter`). */
export function heroChapterOf(section: Section): string {
  return branchEntry(section).heroChapter;
}

/**
 * Where a chapter's picture of one kind is, in both formats, or null before the script has
 * drawn it (the page then shows the branch's colour in its place).
 */
export function sceneImageSources(
  section: Section,
  chapter: ChapterSlug | string,
  kind: SceneImageKind,
  manifestOverride?: typeof MANIFEST,
): SceneImageSources | null {
  const name = `${section}-${chapter}`;
  const formats = (manifestOverride ?? MANIFEST)[name]?.[kind];
  if (!formats) return null;
  const { aspect, widths } = PLAN.crops[kind];
  const drawn = widths.filter((width) => formats.avif[String(width)] !== undefined && formats.webp[String(width)] !== undefined);
  if (drawn.length === 0) return null;
  // Served under content-hashed names in production (mediaUrl reads the build's table).
  const file = (width: number, format: 'avif' | 'webp') => mediaUrl(`scenes/${name}-${kind}-${width}.${format}`);
  const srcSet = (format: 'avif' | 'webp') => drawn.map((width) => `${file(width, format)} ${width}w`).join(', ');
  const largest = Math.max(...drawn);
  return {
    avifSrcSet: srcSet('avif'),
    webpSrcSet: srcSet('webp'),
    fallback: file(Math.min(...drawn), 'webp'),
    width: largest,
    height: Math.round((largest * aspect[1]) / aspect[0]),
  };
}
