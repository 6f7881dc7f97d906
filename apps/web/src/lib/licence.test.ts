import type { TLicenseRow } from '@shanlian/contract';
import { describe, expect, it } from 'vitest';
import { summariseLicences } from './licence';

const row = (LicenseType: number, State: TLicenseRow['State'], Name = `L${LicenseType}`): TLicenseRow => ({
  Id: `${LicenseType}-${State}-${Name}`,
  LicenseType,
  LicenseTypeName: Name,
  Name,
  LicenseNo: 'X',
  IssuingAuthority: '',
  ValidFrom: '2024-01-01T00:00:00+08:00',
  ValidUntil: '2027-01-01T00:00:00+08:00',
  State,
  DaysLeft: State === 'expired' ? -3 : State === 'expiring' ? 10 : 400,
  Files: [],
});

describe('what a firm’s licences mean for shipping', () => {
  it('names both required kinds when the firm has none', () => {
    expect(summariseLicences([]).missing).toEqual(['营业执照', '食品经营许可证或食品生产许可证']);
  });

  it('is satisfied by a business licence and either food licence, expiring ones included', () => {
    expect(summariseLicences([row(1, 'valid'), row(3, 'expiring')])).toMatchObject({ missing: [], expired: [], expiring: [{ LicenseType: 3 }] });
    expect(summariseLicences([row(1, 'expiring'), row(2, 'valid')]).missing).toEqual([]);
  });

  it('counts an expired licence as missing unless another valid one of its kind exists', () => {
    const expiredOnly = summariseLicences([row(1, 'expired'), row(2, 'valid')]);
    expect(expiredOnly.missing).toEqual(['营业执照']);
    expect(expiredOnly.expired).toHaveLength(1);
    expect(summariseLicences([row(1, 'expired', 'old'), row(1, 'valid', 'new'), row(2, 'valid')]).missing).toEqual([]);
  });

  it('does not let an other licence (9) stand in for a required one', () => {
    expect(summariseLicences([row(9, 'valid'), row(1, 'valid')]).missing).toEqual(['食品经营许可证或食品生产许可证']);
  });
});
