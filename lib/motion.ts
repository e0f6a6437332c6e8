/** One reduced-motion policy for the whole site: every moving part asks here. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

interface EntranceHandlers {
  /** The element was below the fold when first seen: safe to hide until it scrolls in, nobody has seen it yet. */
  arm: (element: Element) => void;
  /** An armed element has come into view. */
  enter: (element: Element) => void;
  threshold?: number;
}

/**
 * Arms every element that starts below the fold and reports it once it scrolls in. Positions come from an
 * IntersectionObserver's first report, worked out with the browser's own next layout, never from
 * getBoundingClientRect: asked in an effect right after hydration, that forces a style and layout pass per
 * element (14 on the home page, about 12 ms of a mid-range phone's main thread times four) inside the page's
 * longest task. Elements on or above the first screen are never armed. Returns the disconnect.
 */
export function watchEntrances(elements: Iterable<Element>, { arm, enter, threshold = 0 }: EntranceHandlers): () => void {
  const armed = new Set<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target;
        if (armed.has(element)) {
          if (!entry.isIntersecting) continue;
          armed.delete(element);
          observer.unobserve(element);
          enter(element);
        } else if (!entry.isIntersecting && entry.boundingClientRect.top > (entry.rootBounds?.height ?? window.innerHeight)) {
          armed.add(element);
          arm(element);
        } else {
          observer.unobserve(element);
        }
      }
    },
    { threshold },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

/** The intro's length and the wide-screen breakpoint (docs/product.md#intro, docs/product.md#motion). */
export const PRELOADER_MS = 7400;
export const WIDE_QUERY = '(min-width: 1024px)';
export const INTRO_SEEN_KEY = 'quillmark:intro-seen';
