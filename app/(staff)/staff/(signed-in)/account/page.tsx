import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountTwoFactor } from '@/components/staff/account-two-factor';
import { DigestSetting } from '@/components/staff/digest/digest-setting';
import { PageHeading } from '@/components/staff/page-heading';
import { PasskeyTable } from '@/components/staff/passkey-table';
import { TeamNotice } from '@/components/staff/team-notice';
import { accountNotices, accountCopy as copy } from '@/content/staff-auth';
import { authorPagesCopy } from '@/content/staff-authors';
import { authorPath } from '@/lib/bylines';
import { may } from '@/lib/staff/constants';
import { requireStaff } from '@/lib/staff/guard';
import type { SearchParams } from '@/lib/staff/inbox-filter';
import { accountView } from '@/lib/staff/views/account';
import { revokeOwnPasskeyAction, setDigestAction, setPasswordAction } from './actions';
import card from '@/components/staff/card.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: copy.title };

/** How this person signs in: their passkeys, and a password only beside an authenticator app; and whether they get the weekly digest. */
export default async function AccountPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const me = await requireStaff('staff', { account: true });
  const params = await searchParams;
  const { passkeys, withPassword, passwordNotice: notice, digest, authorPage } = await accountView(me, params);
  return (
    <div className={ui.page}>
      <PageHeading title={copy.title} lead={copy.lead} />
      <section aria-labelledby="passkeys-heading" className={card.stack}>
        <h2 className={ui.sectionTitle} id="passkeys-heading">{copy.passkeysHeading}</h2>
        <p className={card.hint}>{copy.passkeysLead}</p>
        <TeamNotice params={params} name="passkey" notices={accountNotices} />
        {passkeys.length === 0 ? <p>{copy.noPasskeys}</p> : <PasskeyTable passkeys={passkeys} revoke={revokeOwnPasskeyAction} />}
      </section>
      <section aria-labelledby="password-heading" className={card.stack}>
        <h2 className={ui.sectionTitle} id="password-heading">{copy.passwordHeading}</h2>
        {me.needsTwoFactor && (
          <p className={card.error} role="alert">
            {copy.twoFactorNeeded}
          </p>
        )}
        {notice === 'set' && <p className={card.ok}>{copy.passwordSet}</p>}
        {!withPassword ? (
          <form className={card.form} action={setPasswordAction}>
            <p className={card.hint}>{copy.passwordLead}</p>
            <label className={ui.field}>
              <span className={ui.label}>{copy.newPassword}</span>
              <input className={ui.input} name="password" type="password" autoComplete="new-password" required minLength={12} maxLength={128} />
            </label>
            {notice === 'short' && (
              <p className={card.error} role="alert">
                {copy.failed}
              </p>
            )}
            <button className={ui.button} type="submit">
              {copy.setPassword}
            </button>
          </form>
        ) : me.needsTwoFactor ? (
          <AccountTwoFactor />
        ) : (
          <p className={card.ok}>{copy.twoFactorOn}</p>
        )}
      </section>
      {digest && <DigestSetting setting={digest} save={setDigestAction} />}
      {may(me.role, 'articles') && (
        <section aria-labelledby="author-heading" className={card.stack}>
          <h2 className={ui.sectionTitle} id="author-heading">
            {authorPagesCopy.accountHeading}
          </h2>
          <p className={card.hint}>{authorPagesCopy.accountLead}</p>
          {authorPage ? (
            <p>
              <Link className={ui.link} href={`/staff/authors/${authorPage}`}>
                {authorPagesCopy.haveOne}
              </Link>
              {' · '}
              <a className={ui.link} href={authorPath(authorPage)}>
                {authorPagesCopy.view}
              </a>
            </p>
          ) : (
            <p>
              {authorPagesCopy.accountNone}{' '}
              <Link className={ui.link} href="/staff/authors/new">
                {authorPagesCopy.make}
              </Link>
            </p>
          )}
        </section>
      )}
    </div>
  );
}
