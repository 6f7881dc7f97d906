import { expiryOn, formatChinaDate, LICENSE_TYPE_NAMES, REQUIRED_LICENSE_GROUPS, TRACE_MSG } from '@shanlian/contract';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import { licencesOfFirm } from '../firm/licence.service.js';

export interface ShipLine {
  name: string;
  certificates: number;
  productDate: string;
  shelfLifeDays: number;
}

/**
 * What a shipment must carry (spec 02 §2.4): no batch past its expiry on the delivery day, an
 * inspection certificate for every line, and the supplier's licences of every required group
 * valid on the shipping day. Refuses with 400 naming what is wrong; nothing is changed by it.
 */
export async function assertShippable(db: Db, supplierFirmId: string, shipDay: Date, lines: readonly ShipLine[]): Promise<void> {
  const deliveryDay = formatChinaDate(shipDay);
  for (const l of lines) {
    const e = expiryOn(l.productDate, l.shelfLifeDays, deliveryDay);
    if (e.state === 'expired') throw badRequest(TRACE_MSG.expiredNoShip(l.name, e.expiry as string));
  }
  const bare = [...new Set(lines.filter((l) => l.certificates === 0).map((l) => l.name))];
  if (bare.length > 0) throw badRequest(TRACE_MSG.certificateMissing(bare.join('、')));
  const held = await licencesOfFirm(db, supplierFirmId);
  const day = formatChinaDate(shipDay);
  const missing: string[] = [];
  const expired: string[] = [];
  for (const group of REQUIRED_LICENSE_GROUPS) {
    const ofGroup = held.filter((l) => group.includes(l.licenseType));
    if (ofGroup.some((l) => formatChinaDate(l.validFrom) <= day && day <= formatChinaDate(l.validTo))) continue;
    const names = group.map((g) => LICENSE_TYPE_NAMES[g] ?? '').join('或');
    if (ofGroup.length === 0) missing.push(names);
    else expired.push(names);
  }
  if (missing.length > 0) throw badRequest(TRACE_MSG.licenseMissing(missing.join('、')));
  if (expired.length > 0) throw badRequest(TRACE_MSG.licenseExpired(expired.join('、'), day));
}
