import { FilterOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Sheet } from '../../../components/sheet';
import { Btn } from '../../../components/ui';
import { storeText } from '../../../lib/text';
import { PagedProducts } from '../components/paged-products';
import { SearchFilters } from '../components/search/search-filters';
import { SortBar } from '../components/search/sort-bar';
import { Section } from '../components/section';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useSearchState } from '../hooks/use-search-state';
import { EMPTY_SEARCH, SEARCH_PAGE_SIZE, type SearchState, toFilter } from '../rules/search-url';
import '../store.css';
import { storeApi } from '../../../api/store';

/**
 * /eshop/store/product/search/:search?/:foodType?/:foodTypeCode? — filters, sort, 20 a page.
 * URL convention (see rules/search-url.ts): the text and the type sit in the path, "-" when
 * there is no text but a type follows (/search/-/蔬菜/102001); the other filters and the page
 * sit in the query string (?supplier=&min=&max=&rec=1&disc=1&sort=price_asc&page=2).
 */
export default function SearchPage() {
  const { state, update } = useSearchState();
  const results = storeApi.usePaged('Store/GetFoodsaleshelfDetailList', toFilter(state));
  const heading = state.text ? storeText.resultsFor(state.text) : state.typeName || storeText.searchTitle;
  useDocumentTitle(heading);

  return (
    <>
      <Section title={heading} extra={<FiltersButton state={state} onChange={update} />}>
        <div className="sl-desktop-only">
          <SearchFilters state={state} onChange={update} />
        </div>
      </Section>
      <section className="store-section" data-testid="search-results">
        <SortBar sort={state.sort} total={results.data?.pager.RowCount} onSort={(sort) => update({ sort })} />
        <PagedProducts
          query={results}
          page={state.page}
          pageSize={SEARCH_PAGE_SIZE}
          onPage={(page) => update({ page })}
          empty={
            <EmptyState>
              <div style={{ color: '#6f6f6f', marginBottom: 12 }}>{storeText.searchEmptyHint}</div>
              <Btn onClick={() => update(EMPTY_SEARCH)}>{storeText.reset}</Btn>
            </EmptyState>
          }
        />
      </section>
    </>
  );
}

/** On a phone the filters open in a side panel; each applied filter closes it. */
function FiltersButton({ state, onChange }: { state: SearchState; onChange: (patch: Partial<SearchState>) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Btn className="sl-mobile-only" icon={<FilterOutlined />} onClick={() => setOpen(true)} data-testid="open-filters">
        {storeText.filtersButton}
      </Btn>
      <Sheet open={open} onClose={() => setOpen(false)} title={storeText.filtersButton} side="right" testId="filters-drawer">
        <SearchFilters
          state={state}
          onChange={(patch) => {
            onChange(patch);
            setOpen(false);
          }}
        />
      </Sheet>
    </>
  );
}
