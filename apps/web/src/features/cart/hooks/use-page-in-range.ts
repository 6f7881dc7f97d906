import { useEffect } from 'react';

/** After deleting the last lines of the last page, step back to the page that now is last. */
export function usePageInRange(page: number, rowCount: number | undefined, pageSize: number, setPage: (p: number) => void) {
  useEffect(() => {
    if (rowCount === undefined) return;
    const last = Math.max(1, Math.ceil(rowCount / pageSize));
    if (page > last) setPage(last);
  }, [page, rowCount, pageSize, setPage]);
}
