import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Mounts its content when it comes near the screen. Sections far down a long page then cost
 * nothing during the first load — neither their requests nor their rendering — and keep their
 * place with a box of about their height until then.
 */
export function WhenVisible({ children, minHeight, margin = 300 }: { children: ReactNode; minHeight: number; margin?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || shown) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          io.disconnect();
        }
      },
      { rootMargin: `${margin}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [shown, margin]);
  if (shown) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
