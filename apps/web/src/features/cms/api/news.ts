import { cmsApi } from '../../../api/cms';
/** The news list shows 6 a page; its pager appears only when there are more than 6 (spec §9). */
export const NEWS_PAGE_SIZE = 6;

export function useNewsList(page: number) {
  return cmsApi.usePaged('Store/GetDocumentList', { PagerInfo: { PageIndex: page, PageSize: NEWS_PAGE_SIZE } });
}

/** Each open counts a read on the server, so the article is fetched once per visit. */
export function useNewsArticle(id: string) {
  return cmsApi.useOp('Store/GetDocumentById', { Id: id }, { enabled: !!id });
}
