import { useOp, usePagedOp } from '../../../lib/use-op';

export const SUPPLIER_PAGE_SIZE = 10;
export const SUPPLIER_PRODUCTS_PAGE_SIZE = 10;

export function useSupplierList(searchName: string, page: number) {
  return usePagedOp('Store/GetSupplierList', { SearchName: searchName || null, PagerInfo: { PageIndex: page, PageSize: SUPPLIER_PAGE_SIZE } });
}

export function useSupplier(id: string) {
  return useOp('Store/GetSupplierById', { Id: id }, { enabled: !!id });
}

export function useSupplierProducts(supplierId: string, page: number) {
  return usePagedOp(
    'Store/GetFoodsaleshelfDetailList',
    { SupplierId: supplierId, PagerInfo: { PageIndex: page, PageSize: SUPPLIER_PRODUCTS_PAGE_SIZE } },
    { enabled: !!supplierId },
  );
}
