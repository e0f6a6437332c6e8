import 'server-only';
import { services } from '@/lib/container';

/** How many days back the chart reaches, today included. */
const SPAN = 30;

/** The overview's figures, read once for the request's moment: the outboxes, the badges and enquiries per day. */
export async function overviewView(now = Date.now()) {
  const { store, config } = services();
  const [delivery, mail, badges, perDay] = await Promise.all([store.enquiries.state(), store.mails.state(), store.inbox.badges(), store.inbox.perDay(SPAN, now)]);
  return { delivery, mail, badges, perDay, span: SPAN, now, upstream: config.API_BASE_URL !== '', smtp: Boolean(config.SMTP_URL) };
}
