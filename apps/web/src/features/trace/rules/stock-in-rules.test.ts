import { describe, expect, it } from 'vitest';
import {
  acceptDefaults,
  acceptInput,
  acceptProblems,
  actionsFor,
  emptyFilter,
  entryToInput,
  expiryStates,
  filtered,
  filterToInput,
  importRowErrors,
  returnable,
  type SidePerms,
  takenIn,
  temperatureDefaults,
} from './stock-in-rules';

const ALL: SidePerms = { view: true, edit: true, remove: true, review: true };
const VIEW: SidePerms = { view: true, edit: false, remove: false, review: false };

describe('actionsFor', () => {
  it('offers the canteen acceptance once shipped or delivered, storing only when accepted', () => {
    expect(actionsFor('buyer', { Status: 4, Source: 'order' }, ALL)).toContain('accept');
    expect(actionsFor('buyer', { Status: 3, Source: 'order' }, ALL)).toContain('accept');
    expect(actionsFor('buyer', { Status: 2, Source: 'order' }, ALL)).not.toContain('accept');
    expect(actionsFor('buyer', { Status: 5, Source: 'order' }, ALL)).not.toContain('accept');
    expect(actionsFor('buyer', { Status: 5, Source: 'order' }, ALL)).toEqual(expect.arrayContaining(['store', 'returns', 'pesticide', 'suspend']));
    expect(actionsFor('buyer', { Status: 6, Source: 'order' }, ALL)).not.toContain('store');
  });
  it('lets the canteen edit and delete its own entries only, never an e-shop order record', () => {
    expect(actionsFor('buyer', { Status: 4, Source: 'buyer' }, ALL)).toEqual(expect.arrayContaining(['edit', 'remove', 'certificates']));
    expect(actionsFor('buyer', { Status: 5, Source: 'buyer' }, ALL)).not.toContain('edit');
    expect(actionsFor('buyer', { Status: 4, Source: 'order' }, ALL)).not.toContain('remove');
    expect(actionsFor('buyer', { Status: 4, Source: 'supplier' }, ALL)).not.toContain('edit');
  });
  it('walks the supplier through confirm, ship and deliver', () => {
    expect(actionsFor('supplier', { Status: 1, Source: 'supplier' }, ALL)).toEqual(expect.arrayContaining(['confirm', 'edit', 'remove', 'certificates']));
    expect(actionsFor('supplier', { Status: 1, Source: 'order' }, ALL)).not.toContain('remove');
    expect(actionsFor('supplier', { Status: 2, Source: 'supplier' }, ALL)).toContain('ship');
    expect(actionsFor('supplier', { Status: 3, Source: 'supplier' }, ALL)).toContain('deliver');
    expect(actionsFor('supplier', { Status: 4, Source: 'supplier' }, ALL)).not.toContain('accept');
    expect(actionsFor('supplier', { Status: 1, Source: 'supplier' }, ALL)).not.toContain('labels');
  });
  it('offers only resume on a suspended record', () => {
    const a = actionsFor('buyer', { Status: 7, Source: 'order' }, ALL);
    expect(a).toContain('resume');
    expect(a).not.toContain('suspend');
    expect(a).not.toContain('accept');
  });
  it('shows nothing that writes to a viewer', () => {
    expect(actionsFor('buyer', { Status: 4, Source: 'buyer' }, VIEW)).toEqual(['labels']);
    expect(actionsFor('supplier', { Status: 2, Source: 'supplier' }, VIEW)).toEqual(['labels']);
  });
  it('lets a supervisor review accepted or stored records only', () => {
    expect(actionsFor('supervision', { Status: 5, Source: 'order' }, ALL)).toEqual(['review']);
    expect(actionsFor('supervision', { Status: 6, Source: 'buyer' }, ALL)).toEqual(['review']);
    expect(actionsFor('supervision', { Status: 4, Source: 'order' }, ALL)).toEqual([]);
    expect(actionsFor('supervision', { Status: 5, Source: 'order' }, VIEW)).toEqual([]);
  });
});

describe('acceptance', () => {
  const lines = [
    { Id: 'a', Quantity: 10, ProductName: '大米' },
    { Id: 'b', Quantity: 3, ProductName: '菜籽油' },
  ];
  it('defaults every line to its delivered quantity', () => {
    expect(acceptDefaults(lines)).toEqual({ a: 10, b: 3 });
  });
  it('names lines over, under, missing or fractional', () => {
    expect(acceptProblems(lines, { a: 10, b: 3 })).toEqual([]);
    expect(acceptProblems(lines, { a: 0, b: 3 })).toEqual([]);
    expect(acceptProblems(lines, { a: 11, b: 3 })).toEqual(['大米']);
    expect(acceptProblems(lines, { a: 10, b: -1 })).toEqual(['菜籽油']);
    expect(acceptProblems(lines, { a: 2.5, b: null })).toEqual(['大米', '菜籽油']);
  });
  it('builds the call with every line', () => {
    expect(acceptInput('r1', 'u2', lines, { a: 8 }, { temperature: { a: 3.5 }, fileIds: ['f1'], confirmNearExpiry: true })).toEqual({
      Id: 'r1',
      WitnessUserId: 'u2',
      Lines: [
        { Id: 'a', AcceptedQuantity: 8, Temperature: 3.5 },
        { Id: 'b', AcceptedQuantity: 3, Temperature: null },
      ],
      FileIds: ['f1'],
      ConfirmNearExpiry: true,
    });
  });
  it('names expired and near-expiry lines being taken, and prefills cold goods from the last reading', () => {
    const batches = [
      { Id: 'a', ProductName: '白条鸭', ProductDate: '2026-11-20', ShelfLife: 2, Storage: '冷冻 -18℃' },
      { Id: 'b', ProductName: '鲜豆腐', ProductDate: '2026-11-20', ShelfLife: 6, Storage: '冷藏 0~4℃' },
      { Id: 'c', ProductName: '大米', ProductDate: '2026-11-01', ShelfLife: 365, Storage: '常温干燥' },
    ];
    const states = expiryStates(batches, '2026-11-24');
    expect(states).toEqual({ a: 'expired', b: 'near', c: 'ok' });
    expect(takenIn(batches, { a: 1, b: 1, c: 1 }, states, 'expired')).toEqual(['白条鸭']);
    expect(takenIn(batches, { a: 0, b: 1, c: 1 }, states, 'expired')).toEqual([]);
    expect(takenIn(batches, { a: 0, b: 1, c: 1 }, states, 'near')).toEqual(['鲜豆腐']);
    expect(temperatureDefaults(batches, 3.4)).toEqual({ a: 3.4, b: 3.4, c: null });
    expect(temperatureDefaults(batches, null)).toEqual({ a: null, b: null, c: null });
  });
  it('returns at most what was accepted less what went back', () => {
    expect(returnable({ Quantity: 10, AcceptedQuantity: 8, ReturnedQuantity: 3 })).toBe(5);
    expect(returnable({ Quantity: 10, AcceptedQuantity: null, ReturnedQuantity: 0 })).toBe(10);
    expect(returnable({ Quantity: 10, AcceptedQuantity: 2, ReturnedQuantity: 5 })).toBe(0);
  });
});

describe('entryToInput', () => {
  const form = {
    FirmId: 'f9',
    SupplyFirmName: '  城西菜场 ',
    SupplyFirmAddress: '',
    SupplyFirmContact: ' 0571-1 ',
    DistDate: '2026-11-20',
    Remark: undefined,
    Lines: [
      {
        ProductName: ' 青菜 ',
        Unit: '斤',
        Quantity: 20,
        Price: 2.5,
        BatchNumber: 'B1',
        ProductDate: '2026-11-19',
        ShelfLife: 3,
        OriginFirmName: '城西农场',
        Certificates: [{ Id: 'file1', FileName: 'a.pdf', FileUrl: '/v1/File/Download/file1' }],
      },
    ],
  };
  it('names the supplier for the canteen and trims texts', () => {
    const out = entryToInput('buyer', form);
    expect(out.FirmId).toBeUndefined();
    expect(out.SupplyFirmName).toBe('城西菜场');
    expect(out.SupplyFirmContact).toBe('0571-1');
    expect(out.Remark).toBe('');
    expect(out.FD_FoodfirmfillindetailInfos[0]).toMatchObject({
      ProductName: '青菜',
      Specification: '',
      Gtin: '',
      CertificateFileIds: ['file1'],
      ShelfLife: 3,
    });
  });
  it('names the receiving firm for the supplier and no supplier fields', () => {
    const out = entryToInput('supplier', form);
    expect(out.FirmId).toBe('f9');
    expect(out.SupplyFirmName).toBeUndefined();
    expect(out.DistDate).toBe('2026-11-20');
  });
});

describe('filterToInput', () => {
  it('sends only what narrows, the end day to its last second', () => {
    const f = { ...emptyFilter(), search: ' 大米 ', end: '2026-11-30', status: 4 };
    expect(filterToInput(f)).toEqual({
      Status: 4,
      SearchName: '大米',
      StartTime: null,
      EndTime: '2026-11-30 23:59:59',
      SupplyFirmId: null,
      Source: null,
      CheckStatus: null,
      AreaCode: null,
    });
    expect(filtered(emptyFilter())).toBe(false);
    expect(filtered({ ...emptyFilter(), checkStatus: 0 })).toBe(true);
  });
});

describe('files', () => {
  it('reads the row errors of a refused import', () => {
    expect(importRowErrors([{ Row: 3, Message: '请填写批次号' }, { nope: 1 }])).toEqual([{ Row: 3, Message: '请填写批次号' }]);
    expect(importRowErrors(null)).toEqual([]);
  });
});
