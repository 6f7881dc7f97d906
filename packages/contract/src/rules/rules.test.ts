import { describe, expect, it } from 'vitest';
import { checkCreditCode, creditCodeCheckChar } from './credit-code.js';
import { fenToYuan, formatYuan, yuanToFen } from './money.js';
import { checkPassword, hasConsecutiveRun, passwordClasses } from './password.js';
import { isMobileNumber, maskPhone } from './phone.js';
import { gramsOfAmount } from './planning.js';
import { formatCountdown, seckillStatus, soldPercent } from './seckill.js';
import { summarize } from './text.js';
import { toChinaIso } from './time.js';

describe('unified social credit code (GB 32100)', () => {
  it('accepts published codes with the right check character', () => {
    // Codes printed on real business licences.
    expect(checkCreditCode('91350100M000100Y43')).toBeNull();
    expect(checkCreditCode('91110000802100433B')).toBeNull();
  });
  it('names what is wrong', () => {
    expect(checkCreditCode('91350100M000100Y4')).toBe('length');
    expect(checkCreditCode('91350100M000100Y4I')).toBe('format'); // I is not in the alphabet
    expect(checkCreditCode('91350100M000100Y44')).toBe('check');
  });
  it('computes the check character so that every code it completes is valid', () => {
    const first17 = '91330106MA2H3K4L5';
    expect(checkCreditCode(first17 + creditCodeCheckChar(first17))).toBeNull();
  });
});

describe('password policy', () => {
  it('needs 8 characters and 3 of the 4 classes', () => {
    expect(checkPassword('Ab1!xyQ')).toBe('short');
    expect(checkPassword('abcdefgh')).toBe('classes');
    expect(checkPassword('canteenrice')).toBe('classes');
    expect(checkPassword('Canteen#2026go')).toBeNull();
    expect(passwordClasses('aB3$')).toBe(4);
  });
  it('refuses runs of 3 or more consecutive letters, digits or keyboard symbols', () => {
    expect(hasConsecutiveRun('xxabcxx')).toBe(true);
    expect(hasConsecutiveRun('xxCBAxx')).toBe(true);
    expect(hasConsecutiveRun('q123q')).toBe(true);
    expect(hasConsecutiveRun('q987q')).toBe(true);
    expect(hasConsecutiveRun('q!@#q')).toBe(true);
    expect(hasConsecutiveRun('aXb1c2!')).toBe(false);
    expect(hasConsecutiveRun('ab1')).toBe(false);
    expect(checkPassword('Rice#abc2026')).toBe('sequence');
    expect(checkPassword('Rice!@#2026')).toBe('sequence');
    expect(checkPassword('Shanlian#2026')).toBeNull();
  });
  it('refuses passwords over 64 characters', () => {
    expect(checkPassword(`A1#${'xy'.repeat(40)}`)).toBe('long');
  });
});

describe('phones', () => {
  it('accepts 11-digit mainland mobiles only', () => {
    expect(isMobileNumber('13800000001')).toBe(true);
    expect(isMobileNumber('12800000001')).toBe(false);
    expect(isMobileNumber('1380000000')).toBe(false);
    expect(isMobileNumber('138000000012')).toBe(false);
  });
  it('masks all but the first 3 and last 4 digits', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });
});

describe('seckill', () => {
  it('sold percent is floored and capped', () => {
    expect(soldPercent(0, 50)).toBe(0);
    expect(soldPercent(1, 3)).toBe(33);
    expect(soldPercent(49, 50)).toBe(98);
    expect(soldPercent(50, 50)).toBe(100);
    expect(soldPercent(60, 50)).toBe(100);
  });
  it('status follows the window', () => {
    const start = '2026-11-21T10:00:00+08:00';
    const end = '2026-11-21T12:00:00+08:00';
    expect(seckillStatus(start, end, new Date('2026-11-21T09:59:59+08:00'))).toBe(1);
    expect(seckillStatus(start, end, new Date('2026-11-21T10:00:00+08:00'))).toBe(2);
    expect(seckillStatus(start, end, new Date('2026-11-21T12:00:00+08:00'))).toBe(3);
  });
  it('formats countdowns as HH:MM:SS', () => {
    expect(formatCountdown(28 * 60_000 + 2000)).toBe('00:28:02');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(90061_000)).toBe('25:01:01');
  });
});

describe('money and text', () => {
  it('converts yuan and fen without float drift', () => {
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(fenToYuan(1999)).toBe(19.99);
    expect(formatYuan(5)).toBe('¥5.00');
  });
  it('summarises HTML as its first 150 tag-free characters', () => {
    const body = `<p>${'食'.repeat(100)}</p><script>alert(1)</script><p>${'安'.repeat(100)}</p>`;
    const s = summarize(body);
    expect(s).toHaveLength(150);
    expect(s).not.toContain('<');
    expect(s).not.toContain('alert');
  });
  it('writes times with the China offset', () => {
    expect(toChinaIso('2026-11-21T00:00:00Z')).toBe('2026-11-21T08:00:00+08:00');
  });
});

describe('an amount in ml, counted in grams (spec 02: weight unit 1 g, 2 ml)', () => {
  it('weighs oils at 0.92, liquid milk at 1.03 and anything else at 1 g per ml; grams stay as given', () => {
    expect(gramsOfAmount(10, 2, { foodGroup: 'oil', category: '植物油' })).toBe(9.2);
    expect(gramsOfAmount(200, 2, { foodGroup: 'dairy', category: '乳类及其制品-液态乳' })).toBe(206);
    // milk powder is dairy too, but not a liquid: no density of milk
    expect(gramsOfAmount(200, 2, { foodGroup: 'dairy', category: '乳类及其制品-乳粉' })).toBe(200);
    expect(gramsOfAmount(15, 2, { foodGroup: 'other', category: '调味品类' })).toBe(15);
    expect(gramsOfAmount(15, 2, null)).toBe(15);
    expect(gramsOfAmount(10, 1, { foodGroup: 'oil', category: '植物油' })).toBe(10);
  });
});
