import Link from 'next/link';
import { digestSettingCopy as copy } from '@/content/staff-digest';
import type { DigestNotice } from '@/lib/staff/views/account';
import card from '../card.module.css';
import ui from '../ui.module.css';

interface DigestSettingProps {
  setting: { on: boolean; siteOff: boolean; notice: DigestNotice | undefined };
  /** The server action that saves the choice (account/actions.ts). */
  save: (form: FormData) => Promise<void>;
}

/** The account page's weekly digest setting: one button that turns the email the other way, with or without JavaScript. */
export function DigestSetting({ setting, save }: DigestSettingProps) {
  return (
    <section aria-labelledby="digest-heading" className={card.stack}>
      <h2 className={ui.sectionTitle} id="digest-heading">
        {copy.heading}
      </h2>
      <p className={card.hint}>{copy.lead}</p>
      {setting.notice && (
        <p className={card.ok} role="status">
          {copy.saved[setting.notice]}
        </p>
      )}
      <p>{setting.on ? copy.on : copy.offNow}</p>
      {setting.siteOff && <p className={card.hint}>{copy.siteOff}</p>}
      <form className={card.form} action={save}>
        <input type="hidden" name="digest" value={setting.on ? 'off' : 'on'} />
        <button className={ui.button} type="submit">
          {setting.on ? copy.turnOff : copy.turnOn}
        </button>
      </form>
      <p>
        <Link className={ui.link} href="/staff/insights/digest">
          {copy.read}
        </Link>
      </p>
    </section>
  );
}
