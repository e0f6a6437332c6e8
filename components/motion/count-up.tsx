'use client';

import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/lib/motion';

interface CountUpProps {
  value: number;
  suffix?: string | undefined;
  /** Share of the number visible before it counts (0.4 on the site: docs/product.md#counters). */
  threshold?: number;
  durationMs?: number;
}

const format = new Intl.NumberFormat('en-GB');

/** The final value is server-rendered and is what screen readers get; the count-up is drawn over it. */
export function CountUp({ value, suffix = '', threshold = 0.4, durationMs = 1800 }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let frame = 0;
    setShown(0);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / durationMs);
          setShown(Math.round(value * (1 - (1 - progress) ** 3)));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, threshold, durationMs]);

  return (
    <span ref={ref} data-count-up={value}>
      <span className="visually-hidden">
        {format.format(value)}
        {suffix}
      </span>
      <span aria-hidden="true">
        {format.format(shown)}
        {suffix}
      </span>
    </span>
  );
}
