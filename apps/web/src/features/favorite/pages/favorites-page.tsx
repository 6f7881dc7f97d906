import { Pagination, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { ProductGridSkeleton } from '../../../components/product-card';
import { QueryState } from '../../../components/query-state';
import { centreText } from '../../../lib/text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFavorites } from '../api/favorites';
import { FavoriteCard } from '../components/favorite-card';
import { FavoritesEmpty } from '../components/favorites-empty';
import { ALL_TYPES, activeTab, ofType, typeTabs } from '../rules/favorite-tabs';
import '../../../components/centre.css';

/** Four rows of five cards. */
const PAGE_SIZE = 20;

/** /eshop/store/favorite — the firm's favourites, a tab per food type, filtered on the client (spec 02 §2.3). */
export default function FavoritesPage() {
  usePageTitle(centreText.favoritesTitle);
  const favorites = useFavorites();
  const [chosen, setChosen] = useState(ALL_TYPES);
  const [page, setPage] = useState(1);
  const all = favorites.data ?? [];
  const tabs = useMemo(() => typeTabs(all, centreText.otherType), [all]);
  const tab = activeTab(tabs, chosen);
  const shown = ofType(all, tab);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageItems = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const choose = (key: string) => {
    setChosen(key);
    setPage(1);
  };

  return (
    <section className="sl-section centre-page">
      <h1 className="centre-title">{centreText.favoritesTitle}</h1>
      <QueryState
        isLoading={favorites.isPending}
        error={favorites.error}
        onRetry={() => favorites.refetch()}
        isEmpty={all.length === 0}
        skeleton={<ProductGridSkeleton count={10} columns={5} />}
        empty={<FavoritesEmpty />}
      >
        <Tabs
          className="centre-tabs"
          activeKey={tab}
          onChange={choose}
          items={[
            { key: ALL_TYPES, label: <span data-testid="fav-tab">{centreText.allProducts(all.length)}</span> },
            ...tabs.map((t) => ({ key: t.id, label: <span data-testid="fav-tab">{centreText.typeTab(t.name, t.count)}</span> })),
          ]}
        />
        <div className="centre-fav-grid">
          {pageItems.map((p) => (
            <FavoriteCard key={p.Id} product={p} />
          ))}
        </div>
        <Pagination
          className="centre-pager"
          current={current}
          pageSize={PAGE_SIZE}
          total={shown.length}
          showTotal={centreText.totalOf}
          showSizeChanger={false}
          hideOnSinglePage={false}
          onChange={setPage}
        />
      </QueryState>
    </section>
  );
}
