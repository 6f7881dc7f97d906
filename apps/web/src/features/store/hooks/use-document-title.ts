import { useEffect } from 'react';
import { commonText, storeText } from '../../../lib/text';

/** `${title} - 膳链`; the plain brand title while the page has nothing to name yet. */
export function useDocumentTitle(title: string | undefined | null) {
  useEffect(() => {
    document.title = title ? `${title}${storeText.titleSuffix}` : commonText.brandFull;
  }, [title]);
}
