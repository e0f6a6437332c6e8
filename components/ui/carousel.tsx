'use client';

import AutoScroll from 'embla-carousel-auto-scroll';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
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

interface CarouselProps {
  id: string;
  labels: CarouselLabels;
  /** step: one slide every `delay` ms; glide: a continuous drift that moves one slide per `slideMs`. */
  motion: { kind: 'step'; delay: number } | { kind: 'glide'; slideMs: number };
  /** Slides per view are set in CSS so the first view is laid out before any script runs. */
  layout: 'logos' | 'videos';
  children: ReactNode;
}

const FRAME_MS = 1000 / 60;

/** The one embla wrapper (W3C carousel pattern): a labelled region of labelled slides, a pause control, arrows. */
export function Carousel({ id, labels, motion, layout, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const [reduced] = useState(() => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const [plugins] = useState(() =>
    motion.kind === 'step'
      ? [Autoplay({ delay: motion.delay, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
      : [AutoScroll({ speed: 1, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', skipSnaps: false }, plugins);
  const [playing, setPlaying] = useState(false);
  const [wanted, setWanted] = useState(!reduced);
  const [root, setRoot] = useState<HTMLElement | null>(null);

  const player = useCallback(() => {
    const plugin = api?.plugins();
    return plugin?.autoplay ?? plugin?.autoScroll;
  }, [api]);

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
      if (entry?.isIntersecting && wanted) player()?.play();
      else player()?.stop();
    });
    observer.observe(root);
    return () => {
      observer.disconnect();
      events.forEach(([event, handler]) => api.off(event as never, handler));
    };
  }, [api, root, wanted, player]);

  // The button follows what the slides are doing (focus or hover may have stopped them), not the last wish.
  const toggle = () => {
    const next = !playing;
    setWanted(next);
    if (next) player()?.play();
    else player()?.stop();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      api?.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      api?.scrollNext();
    }
  };

  return (
    <section ref={setRoot} id={id} className={styles.carousel} aria-roledescription="carousel" aria-label={labels.region} onKeyDown={onKeyDown}>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={toggle} aria-label={playing ? labels.pause : labels.play} data-playing={playing}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button type="button" className={styles.control} onClick={() => api?.scrollPrev()} aria-label={labels.previous} aria-controls={`${id}-slides`}>
          <span aria-hidden="true">←</span>
        </button>
        <button type="button" className={styles.control} onClick={() => api?.scrollNext()} aria-label={labels.next} aria-controls={`${id}-slides`}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <div className={styles.viewport} ref={viewportRef}>
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
