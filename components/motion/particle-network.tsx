'use client';

import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/lib/motion';
import styles from './particle-network.module.css';

/** The specification's start delay for the contact page's canvas effect. */
export const CONTACT_EFFECT_DELAY_MS = 2000;
const POINTS = 46;
const LINK_DISTANCE = 140;

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
    const dpr = Math.min(window.devicePixelRatio, 2);
    const points = Array.from({ length: POINTS }, () => ({ x: Math.random(), y: Math.random(), vx: (Math.random() - 0.5) * 0.0006, vy: (Math.random() - 0.5) * 0.0006 }));

    const resize = () => {
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = width * dpr;
      canvas.height = height * dpr;
      context.setTransform(dpr, 0, 0, dpr, 0, 0);
    };

    const draw = () => {
      frame = 0;
      context.clearRect(0, 0, width, height);
      for (const point of points) {
        point.x = (point.x + point.vx + 1) % 1;
        point.y = (point.y + point.vy + 1) % 1;
      }
      for (let i = 0; i < points.length; i += 1) {
        const a = points[i]!;
        for (let j = i + 1; j < points.length; j += 1) {
          const b = points[j]!;
          const distance = Math.hypot((a.x - b.x) * width, (a.y - b.y) * height);
          if (distance > LINK_DISTANCE) continue;
          context.strokeStyle = `rgba(255, 107, 61, ${0.35 * (1 - distance / LINK_DISTANCE)})`;
          context.beginPath();
          context.moveTo(a.x * width, a.y * height);
          context.lineTo(b.x * width, b.y * height);
          context.stroke();
        }
        context.fillStyle = 'rgba(244, 241, 234, 0.7)';
        context.fillRect(a.x * width - 1, a.y * height - 1, 2, 2);
      }
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
