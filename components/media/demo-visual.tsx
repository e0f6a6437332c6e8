'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { VideoSources } from '@/lib/media';
import { REDUCED_MOTION_QUERY, WIDE_QUERY } from '@/lib/motion';
import styles from './demo-media.module.css';

interface DemoVisualProps {
  sources: VideoSources;
  alt: string;
  /** The server already rendered the picture: only the wide-screen video is added. */
  eager: boolean;
}

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Mounts media only near the viewport; a narrow screen never downloads a video; the video plays only while seen. */
export function DemoVisual({ sources, alt, eager }: DemoVisualProps) {
  const wide = useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE_QUERY).matches, () => false);
  const anchor = useRef<HTMLSpanElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current?.parentElement;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const still = window.matchMedia(REDUCED_MOTION_QUERY).matches;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !still) void video.play().catch(() => undefined);
      else video.pause();
    });
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.pause();
    };
  }, [near, wide]);

  return (
    <>
      <span ref={anchor} hidden />
      {near && wide ? (
        <video ref={videoRef} className={styles.video} muted loop playsInline preload="none" poster={sources.poster} aria-label={alt} tabIndex={-1}>
          <source src={sources.webm} type="video/webm" />
          <source src={sources.mp4} type="video/mp4" />
        </video>
      ) : null}
      {near && !wide && !eager ? (
        // eslint-disable-next-line @next/next/no-img-element -- animated WebP must not be re-encoded by the optimiser
        <img className={styles.media} src={sources.animated} alt={alt} width={800} height={500} decoding="async" />
      ) : null}
    </>
  );
}
