import AutoScroll from 'embla-carousel-auto-scroll';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
/** step: one slide every `delay` ms; glide: a continuous drift that moves one slide per `slideMs`. */
export type CarouselMotion = { kind: 'step'; delay: number } | { kind: 'glide'; slideMs: number };

interface CarouselEngineProps {
  /** The carousel's viewport, already on the page: embla takes it over as it is. */
  viewport: HTMLElement;
  motion: CarouselMotion;
  onApi: (api: CarouselApi | undefined) => void;
}

const OPTIONS = { loop: true, align: 'start', skipSnaps: false } as const;

/**
 * embla and its plugins, fetched only when a carousel comes near the screen or is reached by keyboard or pointer.
 * carousel.tsx imports this module lazily and only its types statically: nothing here imports carousel.tsx back.
 */
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
