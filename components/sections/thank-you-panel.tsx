import { NewsletterForm } from '@/components/forms/newsletter-form';
import { ButtonLink } from '@/components/ui/button-link';
import { newsletterDialog, thankYouPage, thankYouDialog } from '@/content/forms';
import styles from './not-found-panel.module.css';
import own from './thank-you-panel.module.css';

interface ThankYouPanelProps {
  /** The enquiry's reference, when the address carried a well-formed one. */
  reference?: string | undefined;
  newsletter: 'signed-up' | 'offer' | 'none';
}

/** Where a form posted without JavaScript lands: the thank-you dialog's words, the reference, and the newsletter if asked for. */
export function ThankYouPanel({ reference, newsletter }: ThankYouPanelProps) {
  return (
    <section className={`container ${styles.panel}`} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {newsletter === 'signed-up' ? newsletterDialog.success : thankYouDialog.title}
      </h1>
      {newsletter === 'signed-up' ? null : <p className="lead">{thankYouDialog.body}</p>}
      {reference ? (
        <p>
          {thankYouPage.reference}: <strong data-reference>{reference}</strong>. {thankYouPage.referenceHint}
        </p>
      ) : null}
      {newsletter === 'offer' ? (
        <div className={own.offer}>
          <h2>{newsletterDialog.title}</h2>
          <p>{thankYouPage.newsletterIntro}</p>
          <NewsletterForm />
        </div>
      ) : null}
      <ButtonLink href={thankYouPage.home.href}>{thankYouPage.home.label}</ButtonLink>
    </section>
  );
}
