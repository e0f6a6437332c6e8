'use client';

import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion, watchEntrances } from '@/lib/motion';
import styles from './split-heading.module.css';

interface SplitHeadingProps {
  as: 'h2' | 'h3';
  id?: string | undefined;
  className?: string | undefined;
  text: string;
}

/** A heading whose characters rise in one by one as it scrolls in; screen readers get the one whole heading. */
export function SplitHeading({ as: Tag, id, className, text }: SplitHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [phase, setPhase] = useState<'still' | 'armed' | 'playing'>('still');

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    return watchEntrances([element], { arm: () => setPhase('armed'), enter: () => setPhase('playing') });
  }, []);

  if (phase === 'still') {
    return (
      <Tag ref={ref} id={id} className={className}>
        {text}
      </Tag>
    );
  }
  let index = 0;
  return (
    <Tag ref={ref} id={id} className={className} data-phase={phase}>
      <span className="visually-hidden">{text}</span>
      <span aria-hidden="true">
        {text.split(' ').map((word, wordIndex) => (
          <span key={wordIndex} className={styles.word}>
            {[...word].map((char) => (
              <span key={index} className={styles.char} style={{ '--c': index++ } as React.CSSProperties}>
                {char}
              </span>
            ))}{' '}
          </span>
        ))}
      </span>
    </Tag>
  );
}
