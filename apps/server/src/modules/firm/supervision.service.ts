import { toChinaIso } from '@shanlian/contract';
import { and, asc, count, desc, eq, ilike, inArray, like } from 'drizzle-orm';
import { reachesArea, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { forbidden } from '../../platform/errors.js';
import { escapeLike } from '../../platform/sql.js';
import { firms } from './firm.tables.js';

const FIRM_TYPE_NAMES: Record<string, string> = { buyer: '采购单位', supplier: '供应商' };

/** Supervision/GetFirmList: the buyer and supplier firms of the caller's area and below. */
export async function supervisedFirms(
  db: Db,
  actor: Actor,
  f: { AreaCode?: string | null; SearchName?: string | null; FirmType?: 'buyer' | 'supplier' | null; limit: number; offset: number },
) {
  if (f.AreaCode && !reachesArea(actor, 'supervision-firm:view', f.AreaCode)) throw forbidden('所选地区不在您的管辖范围内');
  const where = and(
    inArray(firms.type, ['buyer', 'supplier']),
    scopeFilter(actor, 'supervision-firm:view', { area: firms.areaCode }),
    f.AreaCode ? like(firms.areaCode, `${escapeLike(f.AreaCode)}%`) : undefined,
    f.SearchName ? ilike(firms.name, `%${escapeLike(f.SearchName)}%`) : undefined,
    f.FirmType ? eq(firms.type, f.FirmType) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(firms).where(where);
  const rows = await db.select().from(firms).where(where).orderBy(asc(firms.areaCode), desc(firms.createdAt), asc(firms.id)).limit(f.limit).offset(f.offset);
  return {
    rows: rows.map((r) => ({
      Id: r.id,
      Name: r.name,
      FirmType: r.type,
      FirmTypeName: FIRM_TYPE_NAMES[r.type] ?? '',
      AreaCode: r.areaCode,
      AreaName: r.areaName,
      Address: r.address,
      Manager: r.manager || r.contactName,
      PhoneNumber: r.phoneNumber || r.contactPhone,
      CreateTime: toChinaIso(r.createdAt),
    })),
    total: Number(total?.n ?? 0),
  };
}
