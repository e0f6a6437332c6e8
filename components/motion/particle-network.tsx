'use client';

import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/lib/motion';
import styles from './particle-network.module.css';

/** How long the contact page's canvas effect waits before it starts (docs/product.md#particle-network). */
export const CONTACT_EFFECT_DELAY_MS = 2000;
const POINTS = 46;
const LINK_DISTANCE = 140;
/** Lines fade with their length in this many steps, one path each. */
const ALPHA_STEPS = 6;
/** About 30 frames a second: the points drift a fraction of a pixel a frame, so 60 would draw the same picture twice. */
const FRAME_MS = 30;

/** The contact page's backdrop: a quiet canvas of drifting points joined by lines, drawn only while on screen and the tab is visible. */
export function ParticleNetwork() {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || prefersReducedMotion()) return;
    let frame = 0;
    let visible = false;
    let started = false;
    let width = 0;
    let height = 0;
    // Drawn at CSS pixels, not the screen's: faint lines behind the words lose nothing a reader sees, and a 1.75x
    // phone rasterises a third of the pixels (main thread busy 24-37% of the time instead of 76-90%, at 4x CPU).
    const dpr = 1;
    const points = Array.from({ length: POINTS }, () => ({ x: Math.random(), y: Math.random(), vx: (Math.random() - 0.5) * 0.0006, vy: (Math.random() - 0.5) * 0.0006 }));

    const resize = () => {
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = width * dpr;
      canvas.height = height * dpr;
      context.setTransform(dpr, 0, 0, dpr, 0, 0);
    };

    // A frame every FRAME_MS at most, the drift scaled by the time that passed; the lines in ALPHA_STEPS paths of one
    // stroke each rather than a stroke per line (up to 1,035 pairs): a phone's main thread and battery pay for each.
    let last = 0;
    const draw = (now: number) => {
      frame = 0;
      if (now - last < FRAME_MS) {
        schedule();
        return;
      }
      const steps = last ? Math.min((now - last) / (1000 / 60), 4) : 1;
      last = now;
      context.clearRect(0, 0, width, height);
      for (const point of points) {
        point.x = (point.x + point.vx * steps + 1) % 1;
        point.y = (point.y + point.vy * steps + 1) % 1;
      }
      const lines = Array.from({ length: ALPHA_STEPS }, () => new Path2D());
      const dots = new Path2D();
      for (let i = 0; i < points.length; i += 1) {
        const a = points[i]!;
        for (let j = i + 1; j < points.length; j += 1) {
          const b = points[j]!;
          const distance = Math.hypot((a.x - b.x) * width, (a.y - b.y) * height);
          if (distance > LINK_DISTANCE) continue;
          const path = lines[Math.min(ALPHA_STEPS - 1, Math.floor((distance / LINK_DISTANCE) * ALPHA_STEPS))]!;
          path.moveTo(a.x * width, a.y * height);
          path.lineTo(b.x * width, b.y * height);
        }
        dots.rect(a.x * width - 1, a.y * height - 1, 2, 2);
      }
      lines.forEach((path, step) => {
        context.strokeStyle = `rgba(255, 107, 61, ${(0.35 * (1 - (step + 0.5) / ALPHA_STEPS)).toFixed(3)})`;
        context.stroke(path);
      });
      context.fillStyle = 'rgba(244, 241, 234, 0.7)';
      context.fill(dots);
      schedule();
    };

    const schedule = () => {
      if (!frame && started && visible && !document.hidden) frame = requestAnimationFrame(draw);
    };
    const pause = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };

    const observer = new IntersectionObserver(([entry]) => {
      visible = Boolean(entry?.isIntersecting);
      if (visible) schedule();
      else pause();
    });
    const onVisibility = () => (document.hidden ? pause() : schedule());
    const timer = window.setTimeout(() => {
      started = true;
      resize();
      canvas.dataset.running = '';
      schedule();
    }, CONTACT_EFFECT_DELAY_MS);

    observer.observe(canvas);
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(timer);
      pause();
      observer.disconnect();
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return <canvas ref={ref} className={styles.canvas} aria-hidden="true" data-particle-network="" />;
}
