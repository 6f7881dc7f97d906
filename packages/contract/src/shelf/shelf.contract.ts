import { z } from 'zod';
import { parseInputTime, ZId, ZPagerInfoInput, ZTimeInput } from '../common.js';
import { MSG } from '../messages.js';
import { can, op } from '../operation.js';
import { ZPrice, ZShelfItem } from '../order/order.contract.js';
import { MAX_NET_WEIGHT_G, PLANNING_MSG } from '../rules/planning.js';

export const shelfOperations = {
  'SupplierShelf/GetShelfList': op({
    name: 'SupplierShelf/GetShelfList',
    summary: '本供应商的货架（含已下架）',
    access: can('shelf:view'),
    transaction: false,
    paged: true,
    input: z
      .object({
        SearchName: z.string().trim().max(50).optional().nullable(),
        OnSale: z.boolean().optional().nullable(),
        FoodTypeCode: z.string().max(20).optional().nullable(),
        PagerInfo: ZPagerInfoInput,
      })
      .default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZShelfItem),
  }),
  'SupplierShelf/SaveShelfItem': op({
    name: 'SupplierShelf/SaveShelfItem',
    summary: '新增（无 Id）或修改货架商品；介绍保存时净化',
    access: can('shelf:edit'),
    transaction: true,
    input: z
      .object({
        Id: ZId.optional().nullable(),
        ProductName: z.string({ error: MSG.enterProductName }).trim().min(1, MSG.enterProductName).max(100, '商品名称不能超过100个字'),
        FoodTypeId: z.string({ error: MSG.chooseFoodType }).min(1, MSG.chooseFoodType).max(64),
        FoodSpecification: z.string().trim().max(100).default(''),
        Unit: z.string().trim().min(1, '请输入单位').max(10, '单位不能超过10个字'),
        FoodBrand: z.string().trim().max(50).default(''),
        SealNumber: z.string().trim().max(50).default(''),
        FoodShelfLife: z.number().int('保质期须为整数天').min(0, '保质期不能为负数').max(3650, '保质期不能超过3650天'),
        PresentPrice: ZPrice,
        OriginalPrice: ZPrice,
        Stock: z.number({ error: MSG.stockRange }).int(MSG.stockRange).min(0, MSG.stockRange).max(1_000_000, MSG.stockRange),
        MinQuantity: z
          .number({ error: '起订量须为1至9999的整数' })
          .int('起订量须为1至9999的整数')
          .min(1, '起订量须为1至9999的整数')
          .max(9999, '起订量须为1至9999的整数')
          .default(1),
        QuantityStep: z
          .number({ error: '数量步长须为1至9999的整数' })
          .int('数量步长须为1至9999的整数')
          .min(1, '数量步长须为1至9999的整数')
          .max(9999, '数量步长须为1至9999的整数')
          .default(1),
        ImageFileIds: z.array(ZId).min(1, '请至少上传一张商品图片').max(8, '商品图片最多8张'),
        Introduction: z.string().max(50_000, '介绍过长').default(''),
        ProductFeatures: z.string().trim().max(100).default(''),
        PackageType: z.number().int().min(1).max(3).optional().nullable(),
        IsRecommended: z.boolean().default(false),
        IsDiscount: z.boolean().default(false),
        NetWeight: z
          .number({ error: PLANNING_MSG.netWeightRange })
          .int(PLANNING_MSG.netWeightRange)
          .min(1, PLANNING_MSG.netWeightRange)
          .max(MAX_NET_WEIGHT_G, PLANNING_MSG.netWeightRange)
          .optional()
          .nullable(),
        FoodCode: z
          .string({ error: PLANNING_MSG.compositionNotFound })
          .trim()
          .min(1, PLANNING_MSG.compositionNotFound)
          .max(20, PLANNING_MSG.compositionNotFound)
          .optional()
          .nullable(),
      })
      .refine((v) => v.OriginalPrice >= v.PresentPrice, { message: MSG.originalBelowPrice, path: ['OriginalPrice'] }),
    output: z.object({ Id: z.string() }),
  }),
  'SupplierShelf/SetOnSale': op({
    name: 'SupplierShelf/SetOnSale',
    summary: '上架或下架',
    access: can('shelf:edit'),
    transaction: true,
    input: z.object({ Id: ZId, OnSale: z.boolean({ error: '请指定上架或下架' }) }),
    output: z.null(),
  }),
  'SupplierShelf/SaveSeckillWindow': op({
    name: 'SupplierShelf/SaveSeckillWindow',
    summary: '新增或修改秒杀场次（开始、结束、价格、数量）',
    access: can('seckill:edit'),
    transaction: true,
    input: z
      .object({
        Id: ZId.optional().nullable(),
        FoodSaleShelfId: ZId,
        StartTime: ZTimeInput('请选择开始时间'),
        EndTime: ZTimeInput('请选择结束时间'),
        PresentPrice: ZPrice,
        Quantity: z.number({ error: '请填写秒杀数量' }).int('秒杀数量须为整数').min(1, '秒杀数量至少为1').max(100_000, '秒杀数量过大'),
        /** 限购: units one buyer firm may buy in this window; 0 or absent, no limit. */
        LimitPerBuyer: z
          .number({ error: MSG.seckillLimitRange })
          .int(MSG.seckillLimitRange)
          .min(0, MSG.seckillLimitRange)
          .max(100_000, MSG.seckillLimitRange)
          .default(0),
      })
      .refine((v) => (parseInputTime(v.EndTime)?.getTime() ?? 0) > (parseInputTime(v.StartTime)?.getTime() ?? 0), {
        message: MSG.seckillTimeOrder,
        path: ['EndTime'],
      })
      .refine((v) => v.LimitPerBuyer <= v.Quantity, { message: MSG.seckillLimitRange, path: ['LimitPerBuyer'] }),
    output: z.object({ Id: z.string() }),
  }),
  'SupplierShelf/DeleteSeckillWindow': op({
    name: 'SupplierShelf/DeleteSeckillWindow',
    summary: '删除未售出的秒杀场次',
    access: can('seckill:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
} as const;
