import type { InputOf, TProduct } from '@shanlian/contract';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../../api/client';
import { keys } from '../../../../api/keys';
import { storeApi } from '../../../../api/store';
import { commonText, storeText } from '../../../../lib/text';
import { FLOOR_ITEMS } from '../../rules/constants';
import { ProductRows } from '../product-rows';
import './floor-block.css';

export interface FloorTab {
  key: string;
  label: string;
  filter: InputOf<'Store/GetFoodsaleshelfDetailList'>;
  /** Where 更多 goes while this tab is open. */
  more: string;
  /** Shelf items shown first, in this order (a floor's featured products); the filter's items fill the rest. */
  featuredIds?: string[];
}

/**
 * The open tab's products: its featured items first (each read as the product page reads it; one
 * that is gone is left out), then the tab's list without them, five in all.
 */
function useTabProducts(tab: FloorTab | undefined, operation: 'Store/GetFoodsaleshelfInfoList' | 'Store/GetFoodsaleshelfDetailList') {
  // A floor without types has no tab: the query stays idle and the floor says 暂无数据.
  const list = storeApi.usePaged(operation, tab?.filter ?? {}, { enabled: !!tab });
  const ids = tab?.featuredIds ?? [];
  const featured = useQueries({
    queries: ids.map((id) => ({
      queryKey: keys.store.op('Store/GetProductDetailById', { Id: id }),
      queryFn: () => call('Store/GetProductDetailById', { Id: id }),
      retry: false,
      staleTime: 60_000,
    })),
  });
  if (ids.length === 0) return list;
  const first = featured.map((q) => q.data).filter((p): p is NonNullable<typeof p> => !!p) as TProduct[];
  const seen = new Set(first.map((p) => p.Id));
  const rows = [...first, ...(list.data?.rows ?? []).filter((p) => !seen.has(p.Id))].slice(0, FLOOR_ITEMS);
  return {
    data: { rows },
    isLoading: list.isLoading || featured.some((q) => q.isLoading),
    // a featured item that is gone is no error of the floor's
    error: list.error,
    refetch: () => Promise.all([list.refetch(), ...featured.map((q) => q.refetch())]),
  };
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
  const query = useTabProducts(tab, operation);
  return (
    <section className="store-section store-floor" id={`floor-${no}`} data-testid="floor">
      <div className="store-floor-head">
        <span className="store-floor-no">{storeText.floorLabel(no)}</span>
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
            {commonText.more} &gt;
          </Link>
        )}
      </div>
      <ProductRows query={query} />
    </section>
  );
}
