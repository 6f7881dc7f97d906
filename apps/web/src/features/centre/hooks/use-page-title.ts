import { useEffect } from 'react';
import { T } from '../../../lib/text';

/** "企业资料 - 膳链" in the browser tab while the page is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} - ${T.brand}`;
  }, [title]);
}
