import type { InputOf } from '@shanlian/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { T, TS } from '../../../../lib/text';
import { usePagedOp } from '../../../../lib/use-op';
import { ProductRows } from '../product-rows';

export interface FloorTab {
  key: string;
  label: string;
  filter: InputOf<'Store/GetFoodsaleshelfDetailList'>;
  /** Where 更多 goes while this tab is open. */
  more: string;
}

/** One floor: 2F and its name, tabs on the right, five products of the open tab, 更多. */
export function FloorBlock({
  no,
  name,
  tabs,
  operation,
}: {
  no: number;
  name: string;
  tabs: FloorTab[];
  operation: 'Store/GetFoodsaleshelfInfoList' | 'Store/GetFoodsaleshelfDetailList';
}) {
  const [openKey, setOpenKey] = useState(tabs[0]?.key);
  const tab = tabs.find((t) => t.key === openKey) ?? tabs[0];
  // A floor without types has no tab: the query stays idle and the floor says 暂无数据.
  const query = usePagedOp(operation, tab?.filter ?? {}, { enabled: !!tab });
  return (
    <section className="store-section store-floor" id={`floor-${no}`} data-testid="floor">
      <div className="store-floor-head">
        <span className="store-floor-no">{TS.floorLabel(no)}</span>
        <h2>{name}</h2>
        <div className="store-floor-tabs" role="tablist">
          {tabs.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={t.key === tab?.key}
              className={`store-floor-tab${t.key === tab?.key ? ' active' : ''}`}
              onMouseEnter={() => setOpenKey(t.key)}
              onClick={() => setOpenKey(t.key)}
            >
              {t.label}
            </button>
          ))}
        </div>
        {tab && (
          <Link className="store-more" to={tab.more}>
            {T.more} &gt;
          </Link>
        )}
      </div>
      <ProductRows query={query} />
    </section>
  );
}
