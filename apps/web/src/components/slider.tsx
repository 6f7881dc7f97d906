import { Children, type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Slides in a scroll-snapping strip that advances on a timer and follows a finger on a phone.
 * Plain CSS scrolling rather than antd's Carousel: the store home's first load would otherwise carry
 * react-slick, and a strip of fixed ratio reserves its space before the slides arrive.
 */
export function Slider({
  children,
  intervalMs,
  className,
  label,
  testId,
}: {
  children: ReactNode;
  intervalMs: number;
  className?: string;
  label: string;
  testId?: string;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = Children.count(children);

  useEffect(() => {
    if (count < 2 || paused) return;
    const t = setInterval(() => {
      const el = track.current;
      if (!el || document.hidden) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' });
    }, intervalMs);
    return () => clearInterval(t);
  }, [count, paused, intervalMs]);

  const go = (i: number) => track.current?.scrollTo({ left: i * track.current.clientWidth, behavior: 'smooth' });
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel region, as the WAI pattern has it
    <div
      className={`sl-slider ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="sl-slider-track"
        ref={track}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
        onTouchStart={() => setPaused(true)}
      >
        {Children.map(children, (c) => (
          <div className="sl-slider-slide">{c}</div>
        ))}
      </div>
      {count > 1 && (
        <div className="sl-slider-dots">
          {Array.from({ length: count }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
              key={i}
              type="button"
              aria-label={`${i + 1} / ${count}`}
              aria-current={i === index}
              className={i === index ? 'active' : ''}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
