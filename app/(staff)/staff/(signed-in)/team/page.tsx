import type { Metadata } from 'next';
import { PageHeading } from '@/components/staff/page-heading';
import { TeamInvite } from '@/components/staff/team-invite';
import { TeamNotice } from '@/components/staff/team-notice';
import { TeamTable } from '@/components/staff/team-table';
import { teamCopy as copy, teamNotices } from '@/content/staff-auth';
import { requireStaff } from '@/lib/staff/guard';
import type { SearchParams } from '@/lib/staff/inbox-filter';
import { teamView } from '@/lib/staff/views/team';
import { inviteAction, removeAction, revokePasskeyAction, setRoleAction, signOutEverywhereAction } from './actions';
import card from '@/components/staff/card.module.css';
import table from '@/components/staff/team.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: copy.title };

const actions = { setRole: setRoleAction, signOutEverywhere: signOutEverywhereAction, remove: removeAction, revokePasskey: revokePasskeyAction };

/** Admins only: who can sign in, with what role and passkeys, on how many devices; invite, change, revoke, remove. */
export default async function TeamPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const me = await requireStaff('admin');
  const { team } = await teamView();
  return (
    <div className={ui.page}>
      <PageHeading title={copy.title} lead={copy.lead} />
      <TeamNotice params={await searchParams} name="done" notices={teamNotices} />
      <TeamTable team={team} meId={me.id} actions={actions} />
      <section aria-labelledby="invite-heading" className={table.invite}>
        <h2 className={ui.sectionTitle} id="invite-heading">{copy.inviteHeading}</h2>
        <p className={card.hint}>{copy.inviteLead}</p>
        <TeamInvite action={inviteAction} />
      </section>
    </div>
  );
}
