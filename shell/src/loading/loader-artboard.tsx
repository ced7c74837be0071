import { useEffect, useRef } from 'react';
import { mediaUrl } from '@mission/shared/media';
import { useReducedMotion } from '@mission/shared';
import { animateArtboard } from '../lib/animate-artboard';

/** The loader's artboard, a static asset of the shell (docs/product-rules.md §7). */
export const LOADER_ARTBOARD = 'animations/loader-artboard.svg';

/** The artboard's markup, fetched once a visit; a failure is forgotten so a later loader tries again. */
let artboardText: Promise<string> | null = null;
function loadArtboard(fetchText: (url: string) => Promise<string>): Promise<string> {
  artboardText ??= fetchText(mediaUrl(LOADER_ARTBOARD)).catch((error: unknown) => {
    artboardText = null;
    throw error;
  });
  return artboardText;
}

const fetchText = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
};

/** The artboard's SVG element from its markup, or null when it is not one (a wrong file, an error page). */
export function artboardElement(markup: string, document: Document): SVGSVGElement | null {
  const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const root = parsed.documentElement;
  if (root.namespaceURI !== 'http://www.w3.org/2000/svg' || root.localName !== 'svg') return null;
  return document.importNode(root, true) as unknown as SVGSVGElement;
}

/**
 * The loader's picture: the artboard inlined (so its own styles can be started), played by the
 * animate helper 500 ms after it shows; with reduced motion, its last frame. Decorative: the
 * loader's words say what happens. An artboard that cannot load leaves the words alone.
 */
export function LoaderArtboard({ load = fetchText }: { load?: (url: string) => Promise<string> }) {
  const host = useRef<HTMLSpanElement>(null);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    let stop = () => undefined as void;
    let active = true;
    loadArtboard(load).then(
      (markup) => {
        if (!active) return;
        const artboard = artboardElement(markup, element.ownerDocument);
        if (!artboard) {
          console.warn(`[shell] ${LOADER_ARTBOARD} is not an SVG; the loader shows its words only.`);
          return;
        }
        element.replaceChildren(artboard);
        stop = animateArtboard(artboard, { reducedMotion });
      },
      (error: unknown) => {
        if (active) console.warn(`[shell] the loader's artboard could not load; the loader shows its words only.`, error);
      },
    );
    return () => {
      active = false;
      stop();
      element.replaceChildren();
    };
  }, [load, reducedMotion]);
  return <span ref={host} className="loader-artboard" aria-hidden="true" data-testid="loader-artboard" />;
}

/** Tests: forget the fetched artboard. */
export function forgetLoaderArtboard(): void {
  artboardText = null;
}
