import type { TSupplier, TSupplierDetail } from '@shanlian/contract';
import { toChinaIso } from '@shanlian/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { type Firm, getFirm, listSuppliers, supplierLicenses } from '../firm/firm.service.js';
import { shelfItems } from './store.tables.js';

/** Suppliers as the store shows them: the firm, its licences and how many items it has listed. */
async function productCounts(db: Db, firmIds: string[]): Promise<Map<string, number>> {
  if (firmIds.length === 0) return new Map();
  const rows = await db
    .select({ id: shelfItems.supplierFirmId, n: count() })
    .from(shelfItems)
    .where(and(inArray(shelfItems.supplierFirmId, firmIds), eq(shelfItems.listed, true)))
    .groupBy(shelfItems.supplierFirmId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

const toSupplier = (f: Firm, n: number): TSupplier => ({
  Id: f.id,
  FirmName: f.name,
  ManagingScope: f.managingScope,
  Address: f.address,
  ContactAddress: f.contactAddress,
  FirmImage: f.imageFileId ? fileUrl(f.imageFileId) : null,
  FirmRemark: f.remark,
  ProductCount: n,
});

export const storeSuppliers = {
  async list(db: Db, searchName: string | null | undefined, limit: number, offset: number) {
    const { rows, total } = await listSuppliers(db, { searchName, limit, offset });
    const counts = await productCounts(
      db,
      rows.map((r) => r.id),
    );
    return { rows: rows.map((f) => toSupplier(f, counts.get(f.id) ?? 0)), total };
  },
  async detail(db: Db, id: string): Promise<TSupplierDetail> {
    const f = await getFirm(db, id);
    // a pending, rejected or suspended supplier is not in the store
    if (f?.type !== 'supplier' || f.status !== 'active') throw notFound('供应商不存在');
    const counts = await productCounts(db, [id]);
    return {
      firmuserInfo: {
        ...toSupplier(f, counts.get(id) ?? 0),
        FirmStandardNumber: f.creditCode,
        ContactName: f.contactName,
        ContactPhone: f.contactPhone,
        CreateTime: toChinaIso(f.createdAt),
      },
      firmlicenseInfos: await supplierLicenses(db, id),
    };
  },
};
