'use client';

import { Children, createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { prefersReducedMotion } from '@/lib/motion';
import type { CarouselApi, CarouselMotion } from './carousel-engine';
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

const CarouselEngine = lazy(() => import('./carousel-engine'));
/** How far below (or above) the screen a carousel starts fetching embla: one screen, so it is ready on arrival. */
const NEAR_MARGIN = '100% 0px';

const FRAME_MS = 1000 / 60;

const playerOf = (api: CarouselApi) => api.plugins().autoplay ?? api.plugins().autoScroll;

interface CarouselContextValue {
  id: string;
  labels: CarouselLabels;
  /** Whether the slides are moving right now (what the pause control shows). */
  playing: boolean;
  togglePlaying: () => void;
  scrollPrev: () => void;
  scrollNext: () => void;
  /** CarouselContent hands its viewport over: embla takes it as it is. */
  setViewport: (viewport: HTMLElement | null) => void;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);

/** The carousel's state and actions, for the parts inside <Carousel>. */
export function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('useCarousel must be used within a <Carousel />');
  return context;
}

interface CarouselProps {
  id: string;
  labels: CarouselLabels;
  motion: CarouselMotion;
  /** <CarouselControls /> and <CarouselContent>. */
  children: ReactNode;
}

/** The one embla wrapper (W3C carousel pattern): a labelled region of labelled slides, a pause control, arrows. */
export function Carousel({ id, labels, motion, children }: CarouselProps) {
  const [reduced] = useState(prefersReducedMotion);
  const [api, setApi] = useState<CarouselApi>();
  const [playing, setPlaying] = useState(false);
  const [wanted, setWanted] = useState(!reduced);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  const loadEngine = () => setNear(true);

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
  const togglePlaying = () => {
    const next = !playing;
    setWanted(next);
    withApi((ready) => (next ? playerOf(ready)?.play() : playerOf(ready)?.stop()));
  };
  const scrollPrev = () => withApi((ready) => ready.scrollPrev());
  const scrollNext = () => withApi((ready) => ready.scrollNext());

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  };

  return (
    <CarouselContext.Provider value={{ id, labels, playing, togglePlaying, scrollPrev, scrollNext, setViewport }}>
      <section ref={setRoot} id={id} className={styles.carousel} aria-roledescription="carousel" aria-label={labels.region} onKeyDown={onKeyDown} onFocus={loadEngine} onPointerDown={loadEngine}>
        {near && viewport ? (
          <Suspense fallback={null}>
            <CarouselEngine viewport={viewport} motion={motion} onApi={setApi} />
          </Suspense>
        ) : null}
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

/** Pause or play, previous, next: the W3C pattern's controls, placed before the slides. */
export function CarouselControls() {
  const { id, labels, playing, togglePlaying, scrollPrev, scrollNext } = useCarousel();
  return (
    <div className={styles.controls}>
      <button type="button" className={styles.control} onClick={togglePlaying} aria-label={playing ? labels.pause : labels.play} data-playing={playing}>
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <button type="button" className={styles.control} onClick={scrollPrev} aria-label={labels.previous} aria-controls={`${id}-slides`}>
        <span aria-hidden="true">←</span>
      </button>
      <button type="button" className={styles.control} onClick={scrollNext} aria-label={labels.next} aria-controls={`${id}-slides`}>
        <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}

interface CarouselContentProps {
  /** Slides per view are set in CSS so the first view is laid out before any script runs. */
  layout: 'logos' | 'videos';
  /** One child per slide: each is wrapped in a labelled slide ('3 of 14'). */
  children: ReactNode;
}

/** The viewport embla scrolls and the slides in it. */
export function CarouselContent({ layout, children }: CarouselContentProps) {
  const { id, labels, playing, setViewport } = useCarousel();
  const slides = Children.toArray(children);
  return (
    <div className={styles.viewport} ref={setViewport}>
      <div id={`${id}-slides`} className={styles.container} data-layout={layout} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div key={index} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} ${labels.of} ${slides.length}`}>
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}
