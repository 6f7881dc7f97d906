/** Texts of after-sales, archiving, reorder and the frequent-purchase list. */
export const TA = {
  receiptHint: '请逐项核对实收数量。少收的部分会登记为退货，由供应商处理（同意或拒绝），处理结果可在退换货记录中查看。',
  archivedTab: '已归档',
  archive: '归档',
  archived: '已归档',
  confirmArchive: '已收货或有发票的订单是采购记录，不能删除。归档后订单移出列表，仍可在“已归档”中查看，收货、发票和退换货记录全部保留。是否归档？',
  archivedDone: '订单已归档，可在“已归档”中查看',
  reorder: '再次购买',
  reordered: (n: number) => `已加入购物车 ${n} 件商品`,
  reorderUnavailable: (names: string[]) => `以下商品已下架或无货：${names.join('、')}`,
  goCart: '去购物车',
  frequentTitle: '常购清单',
  frequentSearch: '搜索商品名称，按回车搜索',
  frequentEmpty: '还没有采购记录，下单后常买的商品会出现在这里',
  times: (n: number) => `买过 ${n} 次`,
  totalQuantity: '累计数量',
  lastTime: '最近下单',
  lastQuantity: '上次数量',
  minQuantity: '起订量',
  addToCart: '加入购物车',
  addChecked: (n: number) => `批量加入购物车（${n}）`,
  added: '已加入购物车',
  addedMany: (ok: number, failed: string[]) => (failed.length ? `已加入 ${ok} 件，未能加入：${failed.join('、')}` : `已加入购物车 ${ok} 件商品`),
  unavailable: '已下架或无货',
  stock: (n: number, unit: string) => `库存 ${n}${unit}`,
  col: { product: '商品', price: '单价', history: '采购记录', quantity: '数量', actions: '操作' },
};

/** Texts of a return's outcome, as the buyer sees it. */
export const TR = {
  outcome: '处理结果',
  fromReceipt: '收货短缺',
};
