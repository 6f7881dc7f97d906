import { FIGURES_MAX_DAYS, fenToYuan, formatChinaDate, formatChinaTime, OPERATOR_MSG as M, MSG, type TPlatformFigures, toChinaIso } from '@shanlian/contract';
import ExcelJS from 'exceljs';
import { inOwnArea, scopeOf } from '../../platform/access.js';
import { type Actor, actorOf, type Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { alarmFiguresByBuyerArea } from '../delivery/alarm-figures.js';
import { firmsByIds } from '../firm/firm.service.js';
import { countNewFirms } from '../firm/firm-search.js';
import { areaNames } from '../iam/user-search.js';
import { orderFiguresByBuyerArea, orderFiguresByDay, orderFiguresBySupplier, orderTotals } from '../order/order.platform-figures.js';
import { offerFigures } from '../seckill/seckill.figures.js';
import { shelfItemsByIds } from '../store/store.service.js';
import { caseFiguresByArea } from '../supervision/case-figures.js';

/**
 * The platform's figures (issue 13 item 5): over a range of China days, orders and their amount
 * by day, by supplier and by the buyer firm's area, the buyer firms that ordered, the flash
 * sales' results, cold-chain alarms and violation cases by area, and their Excel export. Each
 * module reads its own data; this only puts the figures together and names what they count.
 */

const DAY_MS = 86_400_000;
/** The suppliers shown (the largest amounts) and the flash-sale offers listed (the earliest). */
const SUPPLIERS_SHOWN = 100;
const OFFERS_SHOWN = 200;
const UNKNOWN_AREA = '未知地区';
const NO_BUYER = '未关联采购单位';

export interface FiguresInput {
  From: string;
  To: string;
  AreaCode?: string | null;
}

/** A checked range: [from, to) instants, its China days in order, and the area the figures cover (null: all). */
export interface FiguresRange {
  from: Date;
  to: Date;
  days: string[];
  areaCode: string | null;
}

/** Midnight of a China date, or null unless it is a real date (2026-02-30 is not). */
function chinaMidnight(day: string): Date | null {
  const d = new Date(`${day}T00:00:00+08:00`);
  return Number.isNaN(d.getTime()) || formatChinaDate(d) !== day ? null : d;
}

/**
 * The range of the input (both days included, at most FIGURES_MAX_DAYS) and the area: any for a
 * caller who sees everything, otherwise the caller's own area or a part of it.
 */
export function figuresRange(actor: Actor, input: FiguresInput): FiguresRange {
  const from = chinaMidnight(input.From);
  const last = chinaMidnight(input.To);
  if (!from || !last || last < from) throw badRequest(M.figuresRange);
  const count = Math.round((last.getTime() - from.getTime()) / DAY_MS) + 1;
  if (count > FIGURES_MAX_DAYS) throw badRequest(M.figuresRange);
  const days = Array.from({ length: count }, (_, i) => formatChinaDate(new Date(from.getTime() + i * DAY_MS)));
  let areaCode = input.AreaCode || null;
  if (scopeOf(actor, 'platform-figures:view') !== 1) {
    if (!actor.platform) throw forbidden(MSG.noPermission);
    areaCode = areaCode ?? (actor.areaCode || null);
    if (areaCode && !inOwnArea(actor, areaCode)) throw forbidden(MSG.areaOutsideReach);
  }
  return { from, to: new Date(last.getTime() + DAY_MS), days, areaCode };
}

/** GetPlatformFigures. */
export function platformFigures(db: Db, actor: Actor, input: FiguresInput): Promise<TPlatformFigures> {
  return figuresOf(db, figuresRange(actor, input), input);
}

async function figuresOf(db: Db, r: FiguresRange, input: FiguresInput): Promise<TPlatformFigures> {
  const range = { from: r.from, to: r.to, areaCode: r.areaCode };
  const [totals, byDay, bySupplier, byArea, offers, alarms, cases, newFirms] = await Promise.all([
    orderTotals(db, range),
    orderFiguresByDay(db, range),
    orderFiguresBySupplier(db, range, SUPPLIERS_SHOWN),
    orderFiguresByBuyerArea(db, range),
    // a flash sale is the supplier's: its results are the platform's whatever the area
    offerFigures(db, r.from, r.to, OFFERS_SHOWN),
    alarmFiguresByBuyerArea(db, r.from, r.to, r.areaCode),
    caseFiguresByArea(db, r.from, r.to, r.areaCode),
    countNewFirms(db, r.from, r.to, r.areaCode),
  ]);
  const items = await shelfItemsByIds(
    db,
    offers.map((o) => o.shelfItemId),
  );
  const [suppliers, names] = await Promise.all([
    firmsByIds(
      db,
      [...items.values()].map((i) => i.supplierFirmId),
    ),
    areaNames(db, [...byArea.map((a) => a.areaCode), ...alarms.byArea.map((a) => a.areaCode), ...cases.byArea.map((a) => a.areaCode)]),
  ]);
  const areaName = (code: string) => names.get(code) ?? (code ? code : UNKNOWN_AREA);
  const perDay = new Map(byDay.map((d) => [d.day, d]));
  return {
    From: input.From,
    To: input.To,
    Totals: {
      Orders: totals.orders,
      Amount: fenToYuan(totals.amountFen),
      ActiveBuyers: totals.buyers,
      NewFirms: newFirms,
      ColdChainAlarms: alarms.total,
      Cases: cases.total,
    },
    ByDay: r.days.map((day) => ({ Day: day, Orders: perDay.get(day)?.orders ?? 0, Amount: fenToYuan(perDay.get(day)?.amountFen ?? 0) })),
    BySupplier: bySupplier.map((s) => ({ Key: s.supplierId, Name: s.name, Orders: s.orders, Amount: fenToYuan(s.amountFen) })),
    ByArea: byArea.map((a) => ({ Key: a.areaCode, Name: areaName(a.areaCode), Orders: a.orders, Amount: fenToYuan(a.amountFen) })),
    ActiveBuyers: r.days.map((day) => ({ Day: day, Firms: perDay.get(day)?.buyers ?? 0 })),
    Seckill: offers.map((o) => {
      const item = items.get(o.shelfItemId);
      return {
        Id: o.id,
        ProductName: item?.name ?? '',
        SupplierName: (item && suppliers.get(item.supplierFirmId)?.name) ?? '',
        StartTime: toChinaIso(o.startAt),
        Quantity: o.quantity,
        Sold: o.sold,
        SoldPercent: o.soldPercent,
        Refused: o.refused,
      };
    }),
    AlarmsByArea: [
      ...alarms.byArea.map((a) => ({ Key: a.areaCode, Name: areaName(a.areaCode), Count: a.count })),
      ...(alarms.unattributed ? [{ Key: '', Name: NO_BUYER, Count: alarms.unattributed }] : []),
    ],
    CasesByArea: cases.byArea.map((c) => ({ Key: c.areaCode, Name: areaName(c.areaCode), Count: c.count, Open: c.open })),
  };
}

interface Sheet {
  name: string;
  columns: { header: string; key: string; width?: number }[];
  rows: Record<string, string | number>[];
}

/** The figures as sheets: a summary, then one per chart with the chart's table. */
function sheetsOf(f: TPlatformFigures, areaLabel: string): Sheet[] {
  const area = [
    { header: '地区', key: 'Name', width: 28 },
    { header: '地区编码', key: 'Key', width: 12 },
  ];
  return [
    {
      name: '汇总',
      columns: [
        { header: '项目', key: 'k', width: 20 },
        { header: '数值', key: 'v', width: 28 },
      ],
      rows: [
        { k: '统计区间', v: `${f.From} 至 ${f.To}` },
        { k: '地区', v: areaLabel },
        { k: '订单数', v: f.Totals.Orders },
        { k: '订单金额（元）', v: f.Totals.Amount },
        { k: '活跃采购单位', v: f.Totals.ActiveBuyers },
        { k: '新注册企业', v: f.Totals.NewFirms },
        { k: '冷链告警', v: f.Totals.ColdChainAlarms },
        { k: '违规案件', v: f.Totals.Cases },
      ],
    },
    {
      name: '按日',
      columns: [
        { header: '日期', key: 'Day', width: 14 },
        { header: '订单数', key: 'Orders' },
        { header: '金额（元）', key: 'Amount', width: 16 },
      ],
      rows: f.ByDay,
    },
    {
      name: '按供应商',
      columns: [
        { header: '供应商', key: 'Name', width: 32 },
        { header: '订单数', key: 'Orders' },
        { header: '金额（元）', key: 'Amount', width: 16 },
      ],
      rows: f.BySupplier,
    },
    {
      name: '按地区',
      columns: [...area, { header: '订单数', key: 'Orders' }, { header: '金额（元）', key: 'Amount', width: 16 }],
      rows: f.ByArea,
    },
    {
      name: '活跃采购单位',
      columns: [
        { header: '日期', key: 'Day', width: 14 },
        { header: '下单采购单位数', key: 'Firms', width: 16 },
      ],
      rows: f.ActiveBuyers,
    },
    {
      name: '秒杀',
      columns: [
        { header: '商品', key: 'ProductName', width: 28 },
        { header: '供应商', key: 'SupplierName', width: 28 },
        { header: '开始时间', key: 'Start', width: 20 },
        { header: '秒杀数量', key: 'Quantity' },
        { header: '已售', key: 'Sold' },
        { header: '售出比例（%）', key: 'SoldPercent', width: 14 },
        { header: '被拒次数', key: 'Refused' },
      ],
      rows: f.Seckill.map((s) => ({ ...s, Start: formatChinaTime(s.StartTime, false) })),
    },
    { name: '冷链告警', columns: [...area, { header: '告警数', key: 'Count' }], rows: f.AlarmsByArea },
    { name: '违规案件', columns: [...area, { header: '案件数', key: 'Count' }, { header: '未结案', key: 'Open' }], rows: f.CasesByArea },
  ];
}

/** ExportPlatformFigures: the figures as an .xlsx saved as the caller's private file. */
export async function exportPlatformFigures(ctx: Ctx, input: FiguresInput): Promise<{ FileId: string; FileName: string }> {
  const actor = actorOf(ctx);
  const range = figuresRange(actor, input);
  const figures = await figuresOf(ctx.db, range, input);
  const { areaCode } = range;
  const areaLabel = areaCode ? ((await areaNames(ctx.db, [areaCode])).get(areaCode) ?? areaCode) : '全国';
  const workbook = new ExcelJS.Workbook();
  workbook.created = ctx.now;
  for (const s of sheetsOf(figures, areaLabel)) {
    const sheet = workbook.addWorksheet(s.name);
    sheet.columns = s.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 12 }));
    sheet.getRow(1).font = { bold: true };
    for (const row of s.rows) sheet.addRow(Object.fromEntries(s.columns.map((c) => [c.key, row[c.key] ?? ''])));
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const fileName = `平台数据_${figures.From}_${figures.To}.xlsx`;
  const id = await ctx.deps.files.save(ctx.db, { fileName, bytes, ownerFirmId: actor.firmId, uploadedBy: actor.userId, purpose: 'unassigned' });
  return { FileId: id, FileName: fileName };
}
