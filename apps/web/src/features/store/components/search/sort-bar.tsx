import { storeText } from '../../../../lib/text';
import { SORT_KEYS, type SortKey } from '../../rules/search-url';
import './sort-bar.css';

/** 综合 / 销量 / 价格↑ / 价格↓ / 最新, and the number of matches. */
export function SortBar({ sort, total, onSort }: { sort: SortKey; total: number | undefined; onSort: (s: SortKey) => void }) {
  return (
    <div className="store-sortbar" data-testid="sort-bar">
      <span style={{ color: '#6f6f6f', fontSize: 13, marginRight: 6 }}>{storeText.sortLabel}</span>
      {SORT_KEYS.map((k) => (
        <button key={k || 'default'} type="button" className={k === sort ? 'active' : ''} onClick={() => onSort(k)}>
          {storeText.sorts[k]}
        </button>
      ))}
      {total != null && <span className="count">{storeText.found(total)}</span>}
    </div>
  );
}
