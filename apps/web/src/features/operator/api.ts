import { operatorApi } from '../../api/operator';

/**
 * Reads and writes of the operators' review and platform pages (企业审核, 商品审核, 平台数据,
 * 运营工具, 平台设置). Every read lives under 'operator', so any write reads them all again.
 */
export const {
  useOp: useOperatorOp,
  usePaged: useOperatorPaged,
  useWrite: useOperatorWrite,
  useKeyedWrite: useOperatorKeyedWrite,
  useExport: useOperatorExport,
} = operatorApi;
