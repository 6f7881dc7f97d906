import { useEffect } from 'react';
import { commonText } from './text';

/** "我的订单 - 膳链" in the browser tab while the page is shown; nothing until the title is known. */
export function usePageTitle(title: string | undefined, area?: string) {
  useEffect(() => {
    if (title) document.title = [title, area, commonText.brand].filter(Boolean).join(' - ');
  }, [title, area]);
}
