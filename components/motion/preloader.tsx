import { homeHero, preloaderCopy } from '@/content/home';
import { mediaUrl, videoSources } from '@/lib/media';
import { INTRO_FLAG_SCRIPT, INTRO_SEEN_KEY, PRELOADER_MS } from '@/lib/motion';
import { PreloaderControls } from './preloader-controls';
import styles from './preloader.module.css';

/** The element whose parsing ends the intro's markup: the first frame waits for it (see below). */
const INTRO_END_ID = 'intro-end';

/** The home page's intro: a curtain over content that is already rendered beneath it. */
export function Preloader() {
  const media = videoSources('brand/preloader');
  return (
    <>
      {/* The header comes before the intro in the document. Without this (React hoists it into the head), a frame
          painted while the parser was still short of the intro showed the header alone, and the curtain then
          covered it; the framework's scripts, asked for after the first frame, also came in ahead of the words. */}
      <link rel="expect" href={`#${INTRO_END_ID}`} blocking="render" />
      <script dangerouslySetInnerHTML={{ __html: INTRO_FLAG_SCRIPT }} />
      <div className={styles.overlay} data-preloader="" style={{ '--intro-ms': `${PRELOADER_MS}ms` } as React.CSSProperties} aria-label={preloaderCopy.label} role="region">
        <div className={styles.curtain} aria-hidden="true" />
        <div className={styles.stage}>
          {/* The mark holds the place; the motion (a video on wide screens, an animated image on narrow ones) comes
              with the intro's script, after the first paint, so it never competes with the page's own first requests. */}
          <div className={styles.narrow}>
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG of 1 kB: nothing for the optimiser to do */}
            <img src={mediaUrl('brand/mark.svg')} alt="" width={480} height={300} />
          </div>
          <PreloaderControls animated={media.animated} webm={media.webm} mp4={media.mp4} seenKey={INTRO_SEEN_KEY} durationMs={PRELOADER_MS} skipLabel={preloaderCopy.skip} className={styles.controls} videoClassName={styles.video} />
          <p className={styles.tagline} aria-hidden="true">
            {homeHero.taglineWords.map((word) => (
              <span key={word}>{word}.</span>
            ))}
          </p>
          <div className={styles.progress} id={INTRO_END_ID} aria-hidden="true" />
        </div>
      </div>
    </>
  );
}
