'use client';

import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { Children, lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { prefersReducedMotion } from '@/lib/motion';
import styles from './carousel.module.css';

export interface CarouselLabels {
  region: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** e.g. 'of': slides are named '3 of 14'. */
  of: string;
}

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
/** step: one slide every `delay` ms; glide: a continuous drift that moves one slide per `slideMs`. */
export type CarouselMotion = { kind: 'step'; delay: number } | { kind: 'glide'; slideMs: number };

const CarouselEngine = lazy(() => import('./carousel-engine'));
/** How far below (or above) the screen a carousel starts fetching embla: one screen, so it is ready on arrival. */
const NEAR_MARGIN = '100% 0px';

interface CarouselProps {
  id: string;
  labels: CarouselLabels;
  motion: CarouselMotion;
  /** Slides per view are set in CSS so the first view is laid out before any script runs. */
  layout: 'logos' | 'videos';
  children: ReactNode;
}

const FRAME_MS = 1000 / 60;

const playerOf = (api: CarouselApi) => api.plugins().autoplay ?? api.plugins().autoScroll;

/** The one embla wrapper (W3C carousel pattern): a labelled region of labelled slides, a pause control, arrows. */
export function Carousel({ id, labels, motion, layout, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const [reduced] = useState(prefersReducedMotion);
  const [api, setApi] = useState<CarouselApi>();
  const [playing, setPlaying] = useState(false);
  const [wanted, setWanted] = useState(!reduced);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  const approach = () => setNear(true);

  // Slides are laid out by CSS from the first paint; embla (about 9 kB gzip) is fetched only as the carousel nears.
  useEffect(() => {
    if (!root || near) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [root, near]);

  // A press made while embla is still on its way is kept and carried out the moment it arrives.
  const pending = useRef<((api: CarouselApi) => void)[]>([]);
  const withApi = (action: (api: CarouselApi) => void) => {
    if (api) action(api);
    else pending.current.push(action);
  };

  // Glide speed: one slide width per slideMs, in pixels per frame.
  useEffect(() => {
    if (!api || motion.kind !== 'glide') return;
    const tune = () => {
      const width = api.slideNodes()[0]?.getBoundingClientRect().width ?? 300;
      const plugin = api.plugins().autoScroll;
      if (plugin) plugin.options.speed = width / (motion.slideMs / FRAME_MS);
    };
    tune();
    api.on('resize', tune);
    return () => {
      api.off('resize', tune);
    };
  }, [api, motion]);

  // Plays only while wanted and on screen; reports the real state for the button.
  useEffect(() => {
    if (!api || !root) return;
    // The plugins announce play and stop before their own isPlaying() changes: trust the event.
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    const events = [
      ['autoplay:play', onPlay],
      ['autoScroll:play', onPlay],
      ['autoplay:stop', onStop],
      ['autoScroll:stop', onStop],
    ] as const;
    events.forEach(([event, handler]) => api.on(event as never, handler));
    const observer = new IntersectionObserver(([entry]) => {
      // While focus is inside, the visitor's own play and pause decide: coming on screen changes nothing.
      if (root.contains(document.activeElement)) return;
      if (entry?.isIntersecting && wanted) playerOf(api)?.play();
      else playerOf(api)?.stop();
    });
    observer.observe(root);
    pending.current.splice(0).forEach((action) => action(api));
    return () => {
      observer.disconnect();
      events.forEach(([event, handler]) => api.off(event as never, handler));
    };
  }, [api, root, wanted]);

  // The button follows what the slides are doing (focus or hover may have stopped them), not the last wish.
  const toggle = () => {
    const next = !playing;
    setWanted(next);
    withApi((ready) => (next ? playerOf(ready)?.play() : playerOf(ready)?.stop()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      withApi((ready) => ready.scrollPrev());
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      withApi((ready) => ready.scrollNext());
    }
  };

  return (
    <section ref={setRoot} id={id} className={styles.carousel} aria-roledescription="carousel" aria-label={labels.region} onKeyDown={onKeyDown} onFocus={approach} onPointerDown={approach}>
      {near && viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} motion={motion} onApi={setApi} />
        </Suspense>
      ) : null}
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={toggle} aria-label={playing ? labels.pause : labels.play} data-playing={playing}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button type="button" className={styles.control} onClick={() => withApi((ready) => ready.scrollPrev())} aria-label={labels.previous} aria-controls={`${id}-slides`}>
          <span aria-hidden="true">←</span>
        </button>
        <button type="button" className={styles.control} onClick={() => withApi((ready) => ready.scrollNext())} aria-label={labels.next} aria-controls={`${id}-slides`}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <div className={styles.viewport} ref={setViewport}>
        <div id={`${id}-slides`} className={styles.container} data-layout={layout} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div key={index} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} ${labels.of} ${slides.length}`}>
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
