'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { VideoSources } from '@/lib/media';
import { REDUCED_MOTION_QUERY, WIDE_QUERY } from '@/lib/motion';
import styles from './demo-media.module.css';

interface DemoVisualProps {
  sources: VideoSources;
}

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Lays the motion over the server-rendered still once it nears the viewport: a narrow screen never downloads a
 * video, and the video plays only while seen. The still carries the description, so the motion is hidden from
 * assistive technology rather than announced twice.
 */
export function DemoVisual({ sources }: DemoVisualProps) {
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
        <video ref={videoRef} className={styles.motion} data-motion="" muted loop playsInline preload="none" poster={sources.poster} aria-hidden="true" tabIndex={-1}>
          <source src={sources.webm} type="video/webm" />
          <source src={sources.mp4} type="video/mp4" />
        </video>
      ) : null}
      {near && !wide ? (
        // eslint-disable-next-line @next/next/no-img-element -- animated WebP must not be re-encoded by the optimiser
        <img className={styles.motion} data-motion="" src={sources.animated} alt="" width={480} height={300} decoding="async" />
      ) : null}
    </>
  );
}
