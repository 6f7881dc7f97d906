import { useEffect } from 'react';
import { T } from '../../../lib/text';

/** "供应商 - 膳链" in the browser tab while the page is shown; nothing until the title is known. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} - ${T.brand}`;
  }, [title]);
}
