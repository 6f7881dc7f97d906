import type { MouseEvent } from 'react';
import { storeText } from '../../../../lib/text';
import './floor-elevator.css';

/** Scrolls smoothly without touching the URL (the router owns it). */
function jump(e: MouseEvent, id: string | null) {
  e.preventDefault();
  if (id) document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  else window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** The sticky 1F…nF jump list at the left of the floor page. */
export function FloorElevator({ floors, active }: { floors: { no: number; name: string }[]; active: number }) {
  return (
    <nav className="store-elevator" aria-label={storeText.floorNav}>
      {floors.map((f) => (
        <a key={f.no} href={`#floor-${f.no}`} className={f.no === active ? 'active' : ''} title={f.name} onClick={(e) => jump(e, `floor-${f.no}`)}>
          <b>{storeText.floorLabel(f.no)}</b>
          {f.name.slice(0, 2)}
        </a>
      ))}
      <a href="#top" onClick={(e) => jump(e, null)}>
        {storeText.backTop}
      </a>
    </nav>
  );
}
