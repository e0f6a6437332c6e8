import AutoScroll from 'embla-carousel-auto-scroll';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import type { CarouselApi, CarouselMotion } from './carousel';

interface CarouselEngineProps {
  /** The carousel's viewport, already on the page: embla takes it over as it is. */
  viewport: HTMLElement;
  motion: CarouselMotion;
  onApi: (api: CarouselApi | undefined) => void;
}

const OPTIONS = { loop: true, align: 'start', skipSnaps: false } as const;

/** embla and its plugins, fetched only when a carousel comes near the screen or is reached by keyboard or pointer. */
export default function CarouselEngine({ viewport, motion, onApi }: CarouselEngineProps) {
  const [plugins] = useState(() =>
    motion.kind === 'step'
      ? [Autoplay({ delay: motion.delay, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
      : [AutoScroll({ speed: 1, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })],
  );
  const [viewportRef, api] = useEmblaCarousel(OPTIONS, plugins);

  useEffect(() => viewportRef(viewport), [viewportRef, viewport]);
  useEffect(() => onApi(api), [api, onApi]);

  return null;
}
