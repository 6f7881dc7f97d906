import type { OutputOf } from '@shanlian/contract';

/** Wire shapes this feature reads, named once. */
export type TOrderDetail = OutputOf<'Order/GetOrderById'>;
export type TOrderDetailLine = TOrderDetail['B2B_ElectricityorderdetailInfos'][number];
export type TOrderEvent = OutputOf<'Order/GetOrderEvents'>[number];
