import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { newsletterPage } from '@/content/mail';
import { checkLink, type LinkState } from '@/lib/newsletter/links';
import styles from './not-found-panel.module.css';

/** The newsletter pages' one panel: a heading, a paragraph and what to do next. */
function Panel({ state, title, body, children }: { state: string; title: string; body: string; children: ReactNode }) {
  return (
    <section className={`container ${styles.panel}`} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title} data-state={state}>
        {title}
      </h1>
      <p className="lead">{body}</p>
      {children}
    </section>
  );
}

/** What a newsletter link did, in words. */
export function NewsletterPanel({ state }: { state: LinkState }) {
  const { title, body } = newsletterPage[state];
  return (
    <Panel state={state} title={title} body={body}>
      <ButtonLink href={newsletterPage.home.href}>{newsletterPage.home.label}</ButtonLink>
    </Panel>
  );
}

/**
 * A newsletter link's page: one button that posts the link's token, with or without JavaScript, or why the link
 * does not work. Opening the page changes nothing.
 */
export async function NewsletterPrompt({ purpose, token }: { purpose: 'confirm' | 'unsubscribe'; token: string }) {
  const refused = await checkLink(purpose, token);
  if (refused) return <NewsletterPanel state={refused} />;
  const { title, body, action } = newsletterPage.prompt[purpose];
  return (
    <Panel state={purpose} title={title} body={body}>
      <form method="post" action={`/api/newsletter/${purpose}`}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={styles.action}>
          {action}
        </button>
      </form>
    </Panel>
  );
}
