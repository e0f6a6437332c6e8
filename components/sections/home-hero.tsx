import { ButtonLink } from '@/components/ui/button-link';
import { homeHero } from '@/content/home';
import styles from './home-hero.module.css';

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={`container ${styles.inner}`}>
        <p className="eyebrow">{homeHero.welcome}</p>
        <h1 id="page-title" className={styles.title}>
          <span className="visually-hidden">{homeHero.taglineIntro} </span>
          {homeHero.taglineWords.map((word, index) => (
            <span key={word} className={styles.word} data-index={index}>
              {word}
              {index < homeHero.taglineWords.length - 1 ? <span className="visually-hidden">, </span> : null}
              {index === homeHero.taglineWords.length - 1 ? <span className={styles.dot}>.</span> : null}
            </span>
          ))}
        </h1>
        <div className={styles.foot}>
          <p className="lead">{homeHero.lead}</p>
          <ButtonLink href={homeHero.cta.href}>{homeHero.cta.label}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
