'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { VideoSources } from '@/lib/media';
import { REDUCED_MOTION_QUERY, WIDE_QUERY } from '@/lib/motion';
import styles from './demo-media.module.css';

interface DemoVisualProps {
  sources: VideoSources;
}

/** Whether a media query matches now, kept current; false on the server, where no screen is known. */
function useMatches(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Lays the motion over the server-rendered still once it nears the viewport: a narrow screen never downloads a
 * video, and the video plays only while seen. Under reduced motion the still stays alone: an animated image cannot
 * be paused. The still carries the description, so the motion is hidden from assistive technology rather than
 * announced twice.
 */
export function DemoVisual({ sources }: DemoVisualProps) {
  const wide = useMatches(WIDE_QUERY);
  const still = useMatches(REDUCED_MOTION_QUERY);
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
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) void video.play().catch(() => undefined);
      else video.pause();
    });
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.pause();
    };
  }, [near, wide, still]);

  return (
    <>
      <span ref={anchor} hidden />
      {near && wide && !still ? (
        <video ref={videoRef} className={styles.motion} data-motion="" muted loop playsInline preload="none" poster={sources.poster} aria-hidden="true" tabIndex={-1}>
          <source src={sources.webm} type="video/webm" />
          <source src={sources.mp4} type="video/mp4" />
        </video>
      ) : null}
      {near && !wide && !still ? (
        // eslint-disable-next-line @next/next/no-img-element -- animated WebP must not be re-encoded by the optimiser
        <img className={styles.motion} data-motion="" src={sources.animated} alt="" width={480} height={300} decoding="async" />
      ) : null}
    </>
  );
}
