import { BUCKETS, bucketsOf, type Bucket, type Histogram } from './histogram';

// A histogram as a rolled-up day keeps it (insight_speed_daily.buckets): JSON `[[bucket, count, largest], ...]`, one
// triple a bucket that counted anything, read back only through isStored below. A 90-day report reads some 29,000 of
// them: a zod schema of the same rules took 0.4 s of the report's CPU, this check a fraction of it.

/** The longest text read as a histogram: 256 buckets at their longest JSON are under 13,000 characters. */
export const STORED_LIMIT = 16_384;

type Triple = [bucket: number, count: number, largest: number];

/** At most BUCKETS triples: a bucket that is a whole number 0-255, a whole count above 0, a largest value 0 or more. */
function isStored(value: unknown): value is Triple[] {
  if (!Array.isArray(value) || value.length > BUCKETS) return false;
  for (const triple of value as unknown[]) {
    if (!Array.isArray(triple) || triple.length !== 3) return false;
    const [bucket, count, largest] = triple as unknown[];
    if (!Number.isSafeInteger(bucket) || (bucket as number) < 0 || (bucket as number) >= BUCKETS) return false;
    if (!Number.isSafeInteger(count) || (count as number) <= 0) return false;
    if (typeof largest !== 'number' || !Number.isFinite(largest) || largest < 0) return false;
  }
  return true;
}

export const storedText = (histogram: Histogram): string => JSON.stringify(bucketsOf(histogram).map(({ bucket, count, largest }) => [bucket, count, largest]));

/** The buckets of a stored histogram; undefined for text too long, not JSON, or not the schema's. */
export function readStored(text: string): Bucket[] | undefined {
  if (text.length > STORED_LIMIT) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  return isStored(parsed) ? parsed.map(([bucket, count, largest]) => ({ bucket, count, largest })) : undefined;
}

