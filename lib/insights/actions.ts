import { FORM_REFUSED_EVENT } from '@/lib/forms/page-view';
import type { FormBeacon, FormStep, IntentBeacon } from './beacon';
import { fieldOf, firstSteps, formOf, intentOf, isShown, SHOWN_THRESHOLDS } from './collect';

// What a visitor does on a page besides reading it: follows a contact link or a call to action; sees, starts and
// sends an enquiry form. Part of the insights chunk (client.ts), so nothing of it loads with a page.

/** The forms counted: each names its registry id (components/forms). */
const FORMS = 'form[data-insights-form]';
const LISTENING = { capture: true, passive: true } as const;

/** The page view on screen, once sent (client.ts). */
export type CurrentView = () => { view: string; path: string } | undefined;

export interface Actions {
  /** Looks again at the forms on screen: a new page view counts each anew. */
  rearm: () => void;
}

const formAt = (target: EventTarget | null) => (target instanceof Element ? target.closest(FORMS) : null);

/**
 * Sends an intent for each contact link or call to action followed, and each enquiry form's steps once per page view
 * and form: seen (half on screen), first touched, sent, refused by its own checks. One listener of each kind, on the
 * document.
 */
export function watchActions(send: (beacon: IntentBeacon | FormBeacon) => void, current: CurrentView): Actions {
  const first = firstSteps();

  /** False while no page view is on screen to count the step in: a navigation has not sent the next one yet. */
  function step(form: Element, step: FormStep, field?: string): boolean {
    const page = current();
    if (!page) return false;
    const id = formOf(form.getAttribute('data-insights-form') ?? undefined);
    if (id && first(page.view, id, step)) send({ kind: 'form', view: page.view, path: page.path, width: innerWidth, form: id, step, ...(field ? { field } : {}) });
    return true;
  }

  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const page = current();
      const intent = link && page ? intentOf(link.getAttribute('href') ?? '', location.origin, page.path) : undefined;
      if (page && intent) send({ kind: 'intent', view: page.view, path: page.path, width: innerWidth, ...intent });
    },
    LISTENING,
  );
  const started = (event: Event) => {
    const form = formAt(event.target);
    if (form) step(form, 'start');
  };
  document.addEventListener('focusin', started, LISTENING);
  document.addEventListener('input', started, LISTENING);
  document.addEventListener(
    'submit',
    (event) => {
      const form = formAt(event.target);
      if (form) step(form, 'submit');
    },
    LISTENING,
  );
  // The form's own checks refused it (components/forms): nothing reached the server, which would note an answer.
  document.addEventListener(
    FORM_REFUSED_EVENT,
    (event) => {
      const form = formAt(event.target);
      if (form) step(form, 'invalid', fieldOf((event as CustomEvent<{ field?: unknown } | null>).detail?.field));
    },
    LISTENING,
  );

  const seen = new IntersectionObserver(
    (entries) => {
      for (const { target, intersectionRatio, intersectionRect, rootBounds } of entries) {
        if (isShown(intersectionRatio, intersectionRect.height, rootBounds?.height ?? innerHeight) && step(target, 'view')) seen.unobserve(target);
      }
    },
    { threshold: SHOWN_THRESHOLDS },
  );
  const observeIn = (root: ParentNode) => root.querySelectorAll(FORMS).forEach((form) => seen.observe(form));
  // Forms come later too: the page a navigation brings, the newsletter's dialog filled anew.
  new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof Element)) continue;
      if (node.matches(FORMS)) seen.observe(node);
      observeIn(node);
    }
  }).observe(document.body, { childList: true, subtree: true });
  observeIn(document);

  return {
    rearm: () =>
      document.querySelectorAll(FORMS).forEach((form) => {
        seen.unobserve(form);
        seen.observe(form);
      }),
  };
}
