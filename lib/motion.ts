/** One reduced-motion policy for the whole site: every moving part asks here. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** Below the fold right now: safe to hide until it scrolls in, because nobody has seen it yet. */
export function isBelowFold(element: Element): boolean {
  return element.getBoundingClientRect().top > window.innerHeight;
}

/** Timings of the specification (section 9). */
export const PRELOADER_MS = 7400;
export const WIDE_QUERY = '(min-width: 1024px)';
export const INTRO_SEEN_KEY = 'quillmark:intro-seen';
