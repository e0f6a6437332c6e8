import { INSIGHTS_RAW_DAYS } from '@/content/retention';
import { enquiryCopy, staffValues } from '@/content/staff-inbox';
import { insightsCopy } from '@/content/staff-insights';
import type { LeadSource } from '@/lib/db/insights/lead-sources';
import type { VisitSource } from '@/lib/db/schema';
import { londonClock } from '@/lib/london-time';
import { TimeStamp } from './time-stamp';
import ui from './ui.module.css';

interface EnquirySourceProps {
  /** The visit it came in, as copied when it was stored; undefined when none was recorded. */
  source: LeadSource | undefined;
  /** The pages its visit showed up to it, oldest first; undefined once the visit is no longer kept. */
  path?: { at: number; path: string }[] | undefined;
  /** Spam is never joined to a visit, so its card says so rather than blame the visitor's choices. */
  spam: boolean;
}

const UTM_FIELDS = ['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'] as const;

type Touch = VisitSource & { channel: string | null };

const text = (value: string | null) => (value === null ? staffValues.empty : <bdi>{value}</bdi>);

/** A channel's name, or its stored word for one this copy does not name. */
const channelText = (channel: string | null) => (channel !== null && channel in insightsCopy.channels ? insightsCopy.channels[channel as keyof typeof insightsCopy.channels] : text(channel));

/** The lead's last touch in its first touch's shape. */
const lastTouchOf = (source: LeadSource): Touch => ({
  referrerHost: source.lastReferrerHost,
  utmSource: source.lastUtmSource,
  utmMedium: source.lastUtmMedium,
  utmCampaign: source.lastUtmCampaign,
  utmTerm: source.lastUtmTerm,
  utmContent: source.lastUtmContent,
  channel: source.lastChannel,
});

/** A touch's referrer, campaign tags and channel: all but the channel the visitor's text. */
function TouchFields({ touch }: { touch: Touch }) {
  const copy = enquiryCopy.source;
  return (
    <>
      <dt>{copy.referrerHost}</dt>
      <dd>{touch.referrerHost === null ? copy.direct : text(touch.referrerHost)}</dd>
      {UTM_FIELDS.map((field) => (
        <div key={field} className={ui.contents}>
          <dt>{copy.utm[field]}</dt>
          <dd>{text(touch[field])}</dd>
        </div>
      ))}
      <dt>{copy.channel}</dt>
      <dd>{channelText(touch.channel)}</dd>
    </>
  );
}

/** Where the enquiry came from: its visit's entry page, its first touch and its last, and the pages before it. */
export function EnquirySource({ source, path, spam }: EnquirySourceProps) {
  const copy = enquiryCopy.source;
  // A last touch no later than the landing is the first: every lead from before it was kept is one.
  const lastAt = source?.lastTouchAt ?? null;
  const cameBack = source !== undefined && lastAt !== null && lastAt > source.landedAt;
  return (
    <section className={ui.panel} aria-labelledby="enquiry-source">
      <h2 id="enquiry-source" className={ui.sectionTitle}>
        {copy.title}
      </h2>
      {source ? (
        <>
          <p className={`${ui.muted} ${ui.small}`}>{copy.lead}</p>
          <dl className={`${ui.dl} ${ui.dlStacked}`}>
            <dt>{copy.entryPath}</dt>
            <dd className={ui.mono}>{text(source.entryPath)}</dd>
            <TouchFields touch={source} />
            <dt>{copy.lastTouch}</dt>
            <dd>
              {cameBack ? (
                <dl className={`${ui.dl} ${ui.dlStacked}`}>
                  <dt>{copy.lastAt}</dt>
                  <dd>
                    <TimeStamp ms={lastAt} />
                  </dd>
                  <TouchFields touch={lastTouchOf(source)} />
                </dl>
              ) : (
                copy.sameAsFirst
              )}
            </dd>
            <dt>{copy.pagesBefore}</dt>
            <dd>
              {source.pagesBefore.toLocaleString('en-GB')}
              {path && path.length > 0 ? (
                <ol className={ui.path}>
                  {path.map((page, index) => (
                    <li key={index}>
                      {/* The time alone on the enquiry's own day, as a visit mostly is. */}
                      <time dateTime={new Date(page.at).toISOString()}>{londonClock(page.at, source.createdAt)}</time> <bdi className={ui.mono}>{page.path}</bdi>
                    </li>
                  ))}
                </ol>
              ) : (
                source.pagesBefore > 0 && <span className={`${ui.muted} ${ui.small}`}> {copy.pathGone(INSIGHTS_RAW_DAYS)}</span>
              )}
            </dd>
            <dt>{copy.landedAt}</dt>
            <dd>
              <TimeStamp ms={source.landedAt} />
            </dd>
            <dt>{copy.matchedBy}</dt>
            <dd>{copy.matched[source.matchedBy ?? 'before']}</dd>
          </dl>
        </>
      ) : (
        <p className={`${ui.muted} ${ui.small}`}>{spam ? copy.spam : copy.noVisit}</p>
      )}
    </section>
  );
}
