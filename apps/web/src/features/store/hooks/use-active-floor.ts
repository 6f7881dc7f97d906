import { useEffect, useState } from 'react';

/** The number of the floor at the top of the window, for the elevator's highlight. */
export function useActiveFloor(numbers: number[]): number {
  const [active, setActive] = useState(numbers[0] ?? 1);
  const list = numbers.join(',');
  useEffect(() => {
    const nos = list.split(',').map(Number);
    const onScroll = () => {
      let current = nos[0] ?? 1;
      for (const no of nos) {
        const el = document.getElementById(`floor-${no}`);
        if (el && el.getBoundingClientRect().top < window.innerHeight / 3) current = no;
      }
      setActive(current);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [list]);
  return active;
}
