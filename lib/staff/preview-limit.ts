import 'server-only';

/**
 * Live previews in flight per person: the editor sends one a moment after typing stops and abandons it at the next
 * keystroke, but the render it asked for goes on to its budget. Past this many, a person's next preview waits for
 * their own, so one person's slow text cannot fill the renderer's queue for everyone.
 */
export const PREVIEWS_IN_FLIGHT = 2;

const inFlight = new Map<string, number>();

/** A place for one more preview of this person's, and the function that gives it back; undefined when they have none. */
export function takePreviewPlace(person: string): (() => void) | undefined {
  const taken = inFlight.get(person) ?? 0;
  if (taken >= PREVIEWS_IN_FLIGHT) return undefined;
  inFlight.set(person, taken + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const left = (inFlight.get(person) ?? 1) - 1;
    if (left > 0) inFlight.set(person, left);
    else inFlight.delete(person);
  };
}
