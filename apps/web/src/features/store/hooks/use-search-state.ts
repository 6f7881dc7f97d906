import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { parseSearch, type SearchState, searchPath } from '../rules/search-url';

/**
 * The search page's filters, read from the URL (path segments and query string) and
 * changed by navigating, so back/forward and reload restore the screen. Any change but
 * paging starts again at page 1.
 */
export function useSearchState() {
  const { search, foodType, foodTypeCode } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const qs = query.toString();
  const state = useMemo(() => parseSearch({ search, foodType, foodTypeCode }, new URLSearchParams(qs)), [search, foodType, foodTypeCode, qs]);
  const update = useCallback(
    (patch: Partial<SearchState>) => {
      const next = { ...state, page: 1, ...patch };
      navigate(searchPath(next));
      window.scrollTo({ top: 0 });
    },
    [state, navigate],
  );
  return { state, update };
}
