import { formatChinaDate, formatChinaTime, formatYuan, maskPhone } from '@shanlian/contract/browser';

export { formatChinaDate, formatChinaTime, maskPhone };

/** ¥12.50 — prices always with 2 decimals. */
export const yuan = formatYuan;
