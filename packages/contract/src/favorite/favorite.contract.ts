import { z } from 'zod';
import { ZId, ZPagerInfoInput, ZTime } from '../common.js';
import { MSG } from '../messages.js';
import { can, op } from '../operation.js';
import { ZProduct } from '../store/store.contract.js';

export const favoriteOperations = {
  'Favorite/AddToFavorite': op({
    name: 'Favorite/AddToFavorite',
    summary: '收藏商品',
    access: can('favorite:edit', MSG.favoriteLoginRequired),
    transaction: true,
    input: z.object({ B2B_UserfoodcollectInfo: z.object({ FoodSaleShelfId: ZId }, { error: MSG.selectProducts }) }),
    output: z.null(),
  }),
  'Favorite/DeleteFoodCollectById': op({
    name: 'Favorite/DeleteFoodCollectById',
    summary: '取消收藏',
    access: can('favorite:delete', MSG.favoriteLoginRequired),
    transaction: true,
    input: z.object({ FoodSaleShelfId: ZId }),
    output: z.null(),
  }),
  'Favorite/GetFavoriteList': op({
    name: 'Favorite/GetFavoriteList',
    summary: '本单位的收藏（含食材分类）',
    access: can('favorite:view', MSG.favoriteLoginRequired),
    transaction: false,
    paged: true,
    input: z.object({ PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 100 } }),
    output: z.array(ZProduct.extend({ CollectTime: ZTime })),
  }),
} as const;
