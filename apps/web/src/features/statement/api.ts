import { useLocation } from 'react-router';
import { statementApi } from '../../api/statement';

export const { useOp: useStatementOp, usePaged: useStatementPaged, useExport: useStatementExport } = statementApi;

/**
 * A write with the form's idempotency key (useSubmitKey): a double click or a resend makes one
 * record. Says how it went, then reads the statements (and the orders they settle) again.
 */
export const useStatementWrite = statementApi.useKeyedWrite;

/** Which side the page is drawn for: the supplier desk (/supplier/statements) or the buyer centre. */
export function useStatementSide() {
  const supplier = useLocation().pathname.startsWith('/supplier');
  return {
    supplier,
    base: supplier ? '/supplier/statements' : '/eshop/store/statement',
    orderLink: (id: string, orderNo: string) => (supplier ? `/supplier/orders?order=${encodeURIComponent(orderNo)}` : `/eshop/store/orderDetail/${id}`),
  };
}
