import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DAY_MS } from '@/lib/time-units';
import { parseCopyName, type CopyKind } from './backup-names';

// Which copies stay: the newest of each of the last `daily` UTC days and of each of the last `weekly` ISO weeks
// (Monday to Sunday, UTC), counted back from now, whether or not a copy was made on each. Counting calendar time
// rather than copies is what bounds a copy's age, and so how long an erased enquiry can outlive its erasure in one.

export interface RotationPolicy {
  daily: number;
  weekly: number;
}

const dayIndex = (at: Date) => Math.floor(at.getTime() / DAY_MS);
/** Days since the epoch, shifted so weeks start on Monday (1 January 1970 was a Thursday). */
const weekIndex = (at: Date) => Math.floor((dayIndex(at) + 3) / 7);

/** Splits copies (names with their time) into those the policy keeps and those it removes. */
export function choose(copies: { name: string; at: Date }[], policy: RotationPolicy, now: Date): { keep: string[]; remove: string[] } {
  const newestFirst = [...copies].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  const days = new Set<number>();
  const weeks = new Set<number>();
  for (const copy of newestFirst) {
    const day = dayIndex(copy.at);
    const week = weekIndex(copy.at);
    // A copy from ahead of the clock is the current day's: a clock put right later never deletes the newest copy.
    const dayAge = Math.max(0, dayIndex(now) - day);
    const weekAge = Math.max(0, weekIndex(now) - week);
    if (dayAge < policy.daily && !days.has(day)) {
      days.add(day);
      keep.add(copy.name);
    }
    if (weekAge < policy.weekly && !weeks.has(week)) {
      weeks.add(week);
      keep.add(copy.name);
    }
  }
  return { keep: newestFirst.filter((copy) => keep.has(copy.name)).map((copy) => copy.name), remove: newestFirst.filter((copy) => !keep.has(copy.name)).map((copy) => copy.name) };
}

/** Applies the policy to one kind of copy in the folder: each removed copy goes with its manifest. Other files stay. */
export function rotate(dir: string, kind: CopyKind, policy: RotationPolicy, now: Date): { kept: string[]; removed: string[] } {
  const copies = readdirSync(dir).flatMap((name) => {
    const parsed = parseCopyName(name);
    return parsed?.kind === kind ? [{ name, at: parsed.at }] : [];
  });
  const { keep, remove } = choose(copies, policy, now);
  for (const name of remove) {
    rmSync(path.join(dir, name), { force: true });
    rmSync(path.join(dir, `${name}.json`), { force: true });
  }
  return { kept: keep, removed: remove };
}
