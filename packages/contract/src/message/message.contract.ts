import { z } from 'zod';
import { ZId, ZPagerInfoInput } from '../common.js';
import { LOGIN, op } from '../operation.js';
import { ZMessage } from '../order/order.contract.js';

export const messageOperations = {
  'Message/GetMessageList': op({
    name: 'Message/GetMessageList',
    summary: '本单位的消息，最新在前',
    access: LOGIN,
    transaction: false,
    paged: true,
    input: z.object({ Unread: z.boolean().optional().nullable(), PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZMessage),
  }),
  'Message/GetUnreadCount': op({
    name: 'Message/GetUnreadCount',
    summary: '未读消息数',
    access: LOGIN,
    transaction: false,
    input: z.object({}).default({}),
    output: z.number().int(),
  }),
  'Message/MarkRead': op({
    name: 'Message/MarkRead',
    summary: '标为已读（指定 Ids，或 All 全部）',
    access: LOGIN,
    transaction: true,
    input: z.object({ Ids: z.array(ZId).max(200).optional().nullable(), All: z.boolean().optional().nullable() }),
    output: z.object({ Marked: z.number().int() }),
  }),
} as const;
