import { z } from 'zod';
import { BUCKETS, bucketsOf, type Bucket, type Histogram } from './histogram';

// A histogram as a rolled-up day keeps it (insight_speed_daily.buckets): JSON `[[bucket, count, largest], ...]`, one
// triple a bucket that counted anything, read back only through the schema below.

/** The longest text read as a histogram: 256 buckets at their longest JSON are under 13,000 characters. */
export const STORED_LIMIT = 16_384;

const storedBuckets = z.array(z.tuple([z.int().min(0).max(BUCKETS - 1), z.int().positive(), z.number().nonnegative()])).max(BUCKETS);

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
  const read = storedBuckets.safeParse(parsed);
  return read.success ? read.data.map(([bucket, count, largest]) => ({ bucket, count, largest })) : undefined;
}

