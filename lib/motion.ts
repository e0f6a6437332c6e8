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

/**
 * Decides before first paint whether the intro plays: first visit this session, motion allowed. It only sets an
 * attribute; CSS shows the overlay and ends it after 7.4 s even if no other script runs. Inline in the home page, which
 * is rendered per request: the policy allows it by its hash (proxy.ts), as it allows a prerendered page's scripts.
 */
export const INTRO_FLAG_SCRIPT = `try{if(!sessionStorage.getItem(${JSON.stringify(INTRO_SEEN_KEY)})&&!matchMedia(${JSON.stringify(REDUCED_MOTION_QUERY)}).matches)document.documentElement.setAttribute('data-intro','')}catch(e){}`;
