import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/staff/sign-in-form';
import { signInCopy, staffArea } from '@/content/staff-auth';
import { staffFrom } from '@/lib/staff/guard';
import card from '@/components/staff/card.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: signInCopy.title };

/** Open to anyone; someone already signed in goes straight to the overview. */
export default async function SignInPage() {
  if (await staffFrom(await headers())) redirect('/staff');
  return (
    <main id="main" className={card.card}>
      <p className={card.brand}>{staffArea.name}</p>
      <h1>{signInCopy.title}</h1>
      <p className={ui.lead}>{signInCopy.lead}</p>
      <SignInForm />
    </main>
  );
}
