import { randomInt } from 'node:crypto';
import { creditCodeCheckChar, SUPERVISION_MSG as M, type TAuthority, toChinaIso } from '@shanlian/contract';
import { scopeOf } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { conflict, forbidden } from '../../platform/errors.js';
import { authorityOfArea, createFirm, listAuthorities, orgNamed } from '../firm/firm.service.js';
import { authorityPeople, createAuthorityAdmin } from '../iam/authority-admin.service.js';
import { areaNameOf } from '../iam/grants.js';
import { assertAreaExists } from '../iam/org.service.js';

/**
 * An authority's 统一社会信用代码 is not asked for (the operator registers the authority, not the
 * authority itself): a government organ's code (登记管理部门 1, 机构类别 1) of its area, unique by
 * its random part, with its check character. Nothing reads it but the unique index.
 */
function authorityCreditCode(areaCode: string): string {
  const ALNUM = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let tail = '';
  for (let i = 0; i < 9; i++) tail += ALNUM[randomInt(ALNUM.length)];
  const first17 = `11${areaCode.padEnd(6, '0')}${tail}`;
  return `${first17}${creditCodeCheckChar(first17)}`;
}

/**
 * Supervision/AddAuthority: the operator registers a 市场监督管理局 for an area with its first
 * administrator, in the operation's one transaction: the area must exist, no other authority may be
 * registered for it, the phone must be free and the password pass the policy (the contract's rules
 * and the list of common passwords). The authority's organisation (所属机构 of its people) is the one
 * of its name in the area, made when missing.
 */
export async function addAuthority(
  db: Db,
  now: Date,
  actor: Actor,
  input: { FirmName: string; AreaCode: string; AdminFullName: string; AdminMobileNumber: string; AdminPassword: string },
): Promise<{ FirmId: string; UserId: string }> {
  // registering an authority is the national operator's: a regional reviewer may not make one
  if (!actor.platform || scopeOf(actor, 'firm-review:review') !== 1) throw forbidden(M.authorityOperatorOnly);
  await assertAreaExists(db, input.AreaCode);
  const existing = await authorityOfArea(db, input.AreaCode);
  if (existing) throw conflict(`${M.authorityAreaTaken}：${existing.name}`);
  const areaName = await areaNameOf(db, input.AreaCode);
  const orgId = await orgNamed(db, input.FirmName, input.AreaCode);
  const firm = await createFirm(db, {
    name: input.FirmName,
    creditCode: authorityCreditCode(input.AreaCode),
    type: 'supervisor',
    contactAddress: areaName,
    contactName: input.AdminFullName,
    contactPhone: input.AdminMobileNumber,
    createdAt: now,
    areaCode: input.AreaCode,
    areaName,
    orgId,
  });
  const { userId } = await createAuthorityAdmin(db, now, {
    firmId: firm.id,
    firmName: firm.name,
    areaCode: input.AreaCode,
    orgId,
    fullName: input.AdminFullName,
    phone: input.AdminMobileNumber,
    password: input.AdminPassword,
    createdBy: actor.userId,
  });
  return { FirmId: firm.id, UserId: userId };
}

/** Supervision/GetAuthorityList: the registered authorities with their administrators and people. */
export async function authorityList(db: Db, f: { SearchName?: string | null; limit: number; offset: number }): Promise<{ rows: TAuthority[]; total: number }> {
  const { rows, total } = await listAuthorities(db, { search: f.SearchName, limit: f.limit, offset: f.offset });
  const people = await authorityPeople(
    db,
    rows.map((r) => r.id),
  );
  return {
    total,
    rows: rows.map((r) => ({
      FirmId: r.id,
      FirmName: r.name,
      AreaCode: r.areaCode,
      AreaName: r.areaName,
      AdminNames: people.get(r.id)?.admins ?? [],
      OfficerCount: people.get(r.id)?.people ?? 0,
      CreateTime: toChinaIso(r.createdAt),
    })),
  };
}
