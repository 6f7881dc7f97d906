import { storeApi } from '../../../api/store';
export const SUPPLIER_PAGE_SIZE = 10;
export const SUPPLIER_PRODUCTS_PAGE_SIZE = 10;

export function useSupplierList(searchName: string, page: number) {
  return storeApi.usePaged('Store/GetSupplierList', { SearchName: searchName || null, PagerInfo: { PageIndex: page, PageSize: SUPPLIER_PAGE_SIZE } });
}

export function useSupplier(id: string) {
  return storeApi.useOp('Store/GetSupplierById', { Id: id }, { enabled: !!id });
}

export function useSupplierProducts(supplierId: string, page: number) {
  return storeApi.usePaged(
    'Store/GetFoodsaleshelfDetailList',
    { SupplierId: supplierId, PagerInfo: { PageIndex: page, PageSize: SUPPLIER_PRODUCTS_PAGE_SIZE } },
    { enabled: !!supplierId },
  );
}
