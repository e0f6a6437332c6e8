'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './demo-media.module.css';

interface DemoVideoProps {
  webm: string;
  mp4: string;
  poster: string;
}

const WIDE = '(min-width: 1024px)';

/** Mounts the video only on wide screens, so a narrow screen never downloads one; plays only while visible. */
export function DemoVideo({ webm, mp4, poster }: DemoVideoProps) {
  const [wide, setWide] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!wide || !video) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !still) void video.play().catch(() => undefined);
      else video.pause();
    });
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.pause();
    };
  }, [wide]);

  if (!wide) return null;
  return (
    <video ref={videoRef} className={styles.video} muted loop playsInline preload="none" poster={poster} aria-hidden="true" tabIndex={-1}>
      <source src={webm} type="video/webm" />
      <source src={mp4} type="video/mp4" />
    </video>
  );
}
