import 'server-only';

// What the live store did after the copy was taken, that the restore undoes: staff removed, signed out or given
// another role (the live audit trail says), and enquiries erased (the audit trail names them, or the live store no
// longer holds them). Each comes with the command that does it again; the restore itself ends every session.

/** Runs one statement with `?` placeholders on a store: the live one or the restored one. */
export type Query = (statement: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

export interface StaffChange {
  at: string;
  action: 'remove-staff' | 'revoke-sessions' | 'role';
  email: string | null;
  role?: string;
  /** The command that makes the change again; null when the restore already did (every session ends). */
  redo: string | null;
}

export interface AfterCopy {
  staff: StaffChange[];
  /** Erasures on request the live store recorded after the copy (by address ones included, which name no enquiry). */
  erasures: number;
  /** Enquiries in the restored store that were erased after the copy: erase them again before the site serves. */
  erased: string[];
  /**
   * Enquiries of the copy the live store lacks beyond what its erasures after the copy account for: a live store that
   * is not the copy's continuation (a new one, say). Not listed in `erased`: erasing them would erase the restore.
   */
  unexplained: number;
  /** Every command to run, in order. */
  redo: string[];
}

/** A reference or address as one shell word: what is not plainly safe is single-quoted. */
const word = (value: string) => (/^[A-Za-z0-9@._+=:-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`);

function parse(detail: unknown): Record<string, unknown> {
  if (typeof detail !== 'string') return {};
  try {
    const value: unknown = JSON.parse(detail);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Reads the live store (`live`, whose tables are `tables`) against the restored one, for a copy taken at `at`;
 * null when the copy's time is unknown.
 */
export async function afterCopy(live: Query, tables: Set<string>, restored: Query, at: number | null): Promise<AfterCopy | null> {
  if (at === null || !tables.has('enquiries')) return null;
  const emails = new Map<string, string>();
  for (const query of tables.has('staff_users') ? [live, restored] : [restored]) for (const row of await query('select id, email from staff_users', [])) emails.set(String(row.id), String(row.email));
  const events = tables.has('audit_events') ? await live(`select at, action, subject, detail from audit_events where at > ? and action in ('remove-staff', 'revoke-sessions', 'role', 'erase') order by at, id`, [at]) : [];
  const staff: StaffChange[] = [];
  const named = new Set<string>();
  for (const event of events) {
    const detail = parse(event.detail);
    if (event.action === 'erase') {
      for (const ref of Array.isArray(detail.refs) ? detail.refs : []) if (typeof ref === 'string') named.add(ref);
      continue;
    }
    const action = event.action as StaffChange['action'];
    const email = typeof detail.email === 'string' ? detail.email : (emails.get(String(event.subject)) ?? null);
    const role = typeof detail.role === 'string' ? detail.role : undefined;
    const redo = email === null || action === 'revoke-sessions' ? null : action === 'role' ? `npm run staff -- role ${word(email)} ${word(role ?? '')}` : `npm run staff -- remove ${word(email)}`;
    staff.push({ at: new Date(Number(event.at)).toISOString(), action, email, ...(role ? { role } : {}), redo });
  }
  const counted = tables.has('erasures') ? await live("select reason, count(*) as n, coalesce(sum(count), 0) as enquiries from erasures where at > ? group by reason", [at]) : [];
  const erasures = Number(counted.find((row) => row.reason === 'request')?.n ?? 0);
  const erasedSince = counted.reduce((sum, row) => sum + Number(row.enquiries), 0);
  const stillLive = new Set((await live('select ref from enquiries', [])).map((row) => String(row.ref)));
  const inCopy = (await restored('select ref from enquiries order by id', [])).map((row) => String(row.ref));
  const missing = inCopy.filter((ref) => !named.has(ref) && !stillLive.has(ref));
  // Gone from the live store, by request or retention: only as many as its erasures since the copy account for.
  const accounted = missing.length <= erasedSince;
  const erased = inCopy.filter((ref) => named.has(ref) || (accounted && !stillLive.has(ref)));
  const redo = [...staff.flatMap((change) => (change.redo ? [change.redo] : [])), ...(erased.length > 0 ? [`npm run enquiries -- erase ${erased.map(word).join(' ')}`] : [])];
  return { staff, erasures, erased, unexplained: accounted ? 0 : missing.length, redo };
}
