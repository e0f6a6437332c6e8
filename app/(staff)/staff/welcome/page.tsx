import type { Metadata } from 'next';
import { WelcomeForm } from '@/components/staff/welcome-form';
import { staffArea, welcomeCopy } from '@/content/staff-auth';
import card from '@/components/staff/card.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: welcomeCopy.title, referrer: 'no-referrer' };

/** Open to anyone with an invite link: the token after # is all it needs, and the server checks it. */
export default function WelcomePage() {
  return (
    <main id="main" className={card.card}>
      <p className={card.brand}>{staffArea.name}</p>
      <h1>{welcomeCopy.title}</h1>
      <p className={ui.lead}>{welcomeCopy.lead}</p>
      <WelcomeForm />
    </main>
  );
}
