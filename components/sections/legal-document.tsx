import { legalLabels } from '@/content/pages';
import type { LegalDocument as LegalDocumentContent } from '@/content/types';
import styles from './legal-document.module.css';

interface LegalDocumentProps {
  document: LegalDocumentContent;
}

const anchor = (index: number) => `section-${index + 1}`;

export function LegalDocument({ document }: LegalDocumentProps) {
  return (
    <article className={`container ${styles.layout}`} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" className={styles.title}>
          {document.title}
        </h1>
        <p className={styles.updated}>
          {legalLabels.updated}: {document.updated}
        </p>
        {document.intro.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            {paragraph}
          </p>
        ))}
      </header>
      <nav className={styles.toc} aria-labelledby="toc-heading">
        <h2 id="toc-heading" className={styles.tocHeading}>
          {legalLabels.contents}
        </h2>
        <ol>
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${anchor(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body}>
        {document.sections.map((section, index) => (
          <section key={section.heading} id={anchor(index)} aria-labelledby={`${anchor(index)}-heading`} data-defer-layout>
            <h2 id={`${anchor(index)}-heading`}>
              <span className={styles.number}>{index + 1}.</span> {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}
