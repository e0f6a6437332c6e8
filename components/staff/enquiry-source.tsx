import { INSIGHTS_RAW_DAYS } from '@/content/retention';
import { enquiryCopy, staffValues } from '@/content/staff-inbox';
import type { LeadSource } from '@/lib/db/insights/lead-sources';
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

/** Where the enquiry came from: its visit's entry page, referrer and campaign tags; all of it the visitor's text. */
export function EnquirySource({ source, path, spam }: EnquirySourceProps) {
  const copy = enquiryCopy.source;
  const text = (value: string | null) => (value === null ? staffValues.empty : <bdi>{value}</bdi>);
  return (
    <section className={ui.panel} aria-labelledby="enquiry-source">
      <h2 id="enquiry-source" className={ui.sectionTitle}>
        {copy.title}
      </h2>
      {source ? (
        <dl className={`${ui.dl} ${ui.dlStacked}`}>
          <dt>{copy.entryPath}</dt>
          <dd className={ui.mono}>{text(source.entryPath)}</dd>
          <dt>{copy.referrerHost}</dt>
          <dd>{source.referrerHost === null ? copy.direct : text(source.referrerHost)}</dd>
          {UTM_FIELDS.map((field) => (
            <div key={field} className={ui.contents}>
              <dt>{copy.utm[field]}</dt>
              <dd>{text(source[field])}</dd>
            </div>
          ))}
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
      ) : (
        <p className={`${ui.muted} ${ui.small}`}>{spam ? copy.spam : copy.noVisit}</p>
      )}
    </section>
  );
}
