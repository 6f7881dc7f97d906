import { z } from 'zod';

export const ZPagerInfoInput = z
  .object({
    PageIndex: z.coerce.number().int('页码须为整数').min(1, '页码从1开始').max(100000, '页码过大').default(1),
    PageSize: z.coerce.number().int('每页条数须为整数').min(1, '每页条数至少为1').max(100, '每页最多100条').default(10),
  })
  .partial()
  .default({ PageIndex: 1, PageSize: 10 });
export type TPagerInfoInput = z.infer<typeof ZPagerInfoInput>;

export const ZPagerInfo = z.object({ PageIndex: z.number(), PageSize: z.number(), RowCount: z.number() });
export type TPagerInfo = z.infer<typeof ZPagerInfo>;

export const ZId = z.string({ error: '请提供Id' }).trim().min(1, '请提供Id').max(64, 'Id格式不正确');
/** Money on the wire: yuan, at most 2 decimals. */
export const ZMoney = z.number();
/** ISO-8601 time with offset. */
export const ZTime = z.string();

export const ZEnvelope = z.object({
  IsSuccess: z.boolean(),
  Data: z.unknown(),
  Message: z.string(),
  PagerInfo: ZPagerInfo.optional(),
});
export type TEnvelope<T = unknown> = { IsSuccess: boolean; Data: T; Message: string; PagerInfo?: TPagerInfo };

export const ZEmpty = z.object({}).passthrough().default({});
