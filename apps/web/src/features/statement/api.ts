import type { OperationName } from '@shanlian/contract';
import { useLocation } from 'react-router';
import { adminApi, useKeyedWriteOf } from '../../lib/admin-api';

const api = adminApi('statement');
export const { useOp: useStatementOp, usePaged: useStatementPaged, useExport: useStatementExport } = api;

/**
 * A write with the form's idempotency key (useSubmitKey): a double click or a resend makes one
 * record. Says how it went, then reads the statements (and the orders they settle) again.
 */
export function useStatementWrite<N extends OperationName>(name: N) {
  return useKeyedWriteOf(name, [['statement'], ['order']]);
}

/** Which side the page is drawn for: the supplier desk (/supplier/statements) or the buyer centre. */
export function useStatementSide() {
  const supplier = useLocation().pathname.startsWith('/supplier');
  return {
    supplier,
    base: supplier ? '/supplier/statements' : '/eshop/store/statement',
    orderLink: (id: string, orderNo: string) => (supplier ? `/supplier/orders?order=${encodeURIComponent(orderNo)}` : `/eshop/store/orderDetail/${id}`),
  };
}
