import { ButtonLink } from '@/components/ui/button-link';
import { newsletterPage } from '@/content/mail';
import styles from './not-found-panel.module.css';

interface NewsletterPanelProps {
  state: 'confirmed' | 'unsubscribed' | 'expired' | 'invalid' | 'unavailable';
}

export function NewsletterPanel({ state }: NewsletterPanelProps) {
  const { title, body } = newsletterPage[state];
  return (
    <section className={`container ${styles.panel}`} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title} data-state={state}>
        {title}
      </h1>
      <p className="lead">{body}</p>
      <ButtonLink href={newsletterPage.home.href}>{newsletterPage.home.label}</ButtonLink>
    </section>
  );
}

interface NewsletterPromptProps {
  purpose: 'confirm' | 'unsubscribe';
  token: string;
}

/** A newsletter link's page: one button that posts the link's token, with or without JavaScript. */
export function NewsletterPrompt({ purpose, token }: NewsletterPromptProps) {
  const { title, body, action } = newsletterPage.prompt[purpose];
  return (
    <section className={`container ${styles.panel}`} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title} data-state={purpose}>
        {title}
      </h1>
      <p className="lead">{body}</p>
      <form method="post" action={`/api/newsletter/${purpose}`}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={styles.action}>
          {action}
        </button>
      </form>
    </section>
  );
}
