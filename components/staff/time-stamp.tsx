import { londonDate, londonDateTime } from '@/lib/london-time';

interface TimeStampProps {
  ms: number;
  /** Only the day, for dates that carry no time worth reading. */
  dayOnly?: boolean;
}

/** A time as the team reads it, in London, with the instant in ISO for machines. */
export function TimeStamp({ ms, dayOnly = false }: TimeStampProps) {
  return <time dateTime={new Date(ms).toISOString()}>{dayOnly ? londonDate(ms) : londonDateTime(ms)}</time>;
}
