import { describe, expect, it } from 'vitest';
import { checkCreditCode, creditCodeCheckChar } from './credit-code.js';
import { fenToYuan, formatYuan, isValidMoney, isWholeFen, yuanToFen } from './money.js';
import { checkPassword, hasConsecutiveRun, passwordClasses } from './password.js';
import { CONTACT_PHONE_MESSAGE, CONTACT_PHONE_PATTERN, isContactPhone, isMobileNumber, maskPhone } from './phone.js';
import { gramsOfAmount } from './planning.js';
import { formatCountdown, seckillStatus, soldPercent } from './seckill.js';
import { endSentence, inClause, stripTags, summarize } from './text.js';
import { chinaDayStart, formatChinaDate, formatChinaTime, toChinaIso } from './time.js';

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

describe('password policy, at its edges', () => {
  it('takes 64 characters and 3 classes, refuses 65 and 2', () => {
    const long = `Aa1${'x'.repeat(61)}`;
    expect(long).toHaveLength(64);
    expect(checkPassword(long)).toBeNull();
    expect(checkPassword(`${long}y`)).toBe('long');
    expect(checkPassword('Canteen2026go')).toBeNull();
    expect(checkPassword('canteen2026go')).toBe('classes');
  });

  it('counts each class once, whatever else the password holds', () => {
    expect(passwordClasses('ABCDEFGH')).toBe(1);
    expect(passwordClasses('abcdefgh')).toBe(1);
    expect(passwordClasses('12345678')).toBe(1);
    expect(passwordClasses('!@#$%^&*')).toBe(1);
    expect(passwordClasses('食堂食堂')).toBe(1);
    expect(passwordClasses('')).toBe(0);
  });

  it('finds a run at the very end, and the keyboard’s first symbol in one', () => {
    expect(hasConsecutiveRun('zzabc')).toBe(true);
    expect(hasConsecutiveRun('Q~!@Q')).toBe(true);
    expect(hasConsecutiveRun('xYz')).toBe(true);
  });

  it('is not fooled by gaps, repeats, mixed kinds or characters outside the three rows', () => {
    for (const p of ['abd', 'ace', 'aaa', '135', '~@$', 'ab1', '89a', '中~!', 'ab中', '中ab', '~中!']) expect(hasConsecutiveRun(p), p).toBe(false);
    expect(hasConsecutiveRun('abcd', 4)).toBe(true);
    expect(hasConsecutiveRun('abce', 4)).toBe(false);
  });
});

describe('contact phones', () => {
  it('take a mobile number or a landline with its area code and an optional extension', () => {
    for (const p of [
      '13800000001',
      '0571-88861234',
      '057188861234',
      '010 62345678-8001',
      '0571-8886123',
      '021-62345678转123',
      '021-62345678#12',
      ' 13800000001 ',
      '0571-88861234 8',
    ])
      expect(isContactPhone(p), p).toBe(true);
    for (const p of [
      '12800000001',
      '1380000000',
      '0571-18861234',
      '571-88861234',
      '0571-888612',
      '0571-888612345',
      '021-62345678-1234567',
      '010--62345678',
      '00571-88861234',
      '0571-88861234x1',
      'a13800000001',
    ])
      expect(isContactPhone(p), p).toBe(false);
    expect(CONTACT_PHONE_PATTERN.test(' 13800000001')).toBe(false);
    // the message's example is a number the rule takes
    const example = CONTACT_PHONE_MESSAGE.match(/0\d{3}-\d{8}/)?.[0] ?? '';
    expect(isContactPhone(example)).toBe(true);
  });

  it('masks nothing in a number too short to mask', () => {
    expect(maskPhone('123456')).toBe('123456');
    expect(maskPhone('1234567')).toBe('123****4567');
    expect(isMobileNumber('19912345678')).toBe(true);
    expect(isMobileNumber('1a800000001')).toBe(false);
    expect(isMobileNumber('013800000001')).toBe(false);
  });
});

describe('seckill and money, at their edges', () => {
  it('shows an offer without units as sold out', () => {
    expect(soldPercent(0, 0)).toBe(100);
    expect(soldPercent(3, 0)).toBe(100);
    expect(soldPercent(1, -1)).toBe(100);
  });

  it('takes a sum of many amounts as the fen it is, and a large amount to within its last places', () => {
    let sum = 0;
    for (let i = 0; i < 1000; i++) sum += 0.07;
    expect(sum).not.toBe(70);
    expect(isWholeFen(sum)).toBe(true);
    expect(yuanToFen(sum)).toBe(7000);
    expect(isWholeFen(4_444_444_444.02)).toBe(true);
    expect(isWholeFen(4_444_444_444.025)).toBe(false);
  });

  it('bounds money by a maximum only when one is given, and takes zero unless it must be positive', () => {
    expect(isValidMoney(5)).toBe(true);
    expect(isValidMoney(0)).toBe(true);
    expect(isValidMoney(0, { positive: true })).toBe(false);
    expect(isValidMoney(0.01, { positive: true })).toBe(true);
    expect(isValidMoney(10, { max: 10 })).toBe(true);
    expect(isValidMoney(10.01, { max: 10 })).toBe(false);
    expect(isValidMoney(null)).toBe(false);
    expect(isValidMoney(undefined)).toBe(false);
    expect(formatYuan(null)).toBe('¥0.00');
    expect(formatYuan(12.5)).toBe('¥12.50');
  });
});

describe('text', () => {
  it('strips tags and scripts, decodes the entities once, and collapses white space', () => {
    expect(stripTags('  <p class="a">a&nbsp;b</p>\n\n<p>&lt;c&gt; &quot;d&quot; &#39;e&#39; &amp;lt;</p>  ')).toBe('a b <c> "d" \'e\' &lt;');
    expect(stripTags('x<script type="text/javascript">var a = 1;\nalert(a)</script>y<style media="all">p { color: red }</style>z')).toBe('xyz');
    expect(stripTags('<SCRIPT>alert(1)</SCRIPT>ok')).toBe('ok');
    expect(stripTags('a   \t b')).toBe('a b');
    expect(stripTags('<b>粗</b><i>斜</i>')).toBe('粗斜');
    expect(summarize('<p>一二三四五</p>', 3)).toBe('一二三');
  });

  it('ends a sentence after its last character, whatever stops it holds inside', () => {
    expect(endSentence('见图。已整改')).toBe('见图。已整改。');
    expect(endSentence('见图！已整改')).toBe('见图！已整改。');
  });

  it('drops a clause’s own stops at its end only', () => {
    expect(inClause(' 包装破损。。 ')).toBe('包装破损');
    expect(inClause('破损。见图.')).toBe('破损。见图');
    expect(inClause('破损')).toBe('破损');
  });
});

describe('China time', () => {
  it('formats a moment as China’s date and time, with or without seconds', () => {
    expect(formatChinaTime('2026-11-20T16:05:09Z')).toBe('2026-11-21 00:05:09');
    expect(formatChinaTime(new Date('2026-11-20T16:05:09Z'), false)).toBe('2026-11-21 00:05');
    expect(formatChinaDate(Date.UTC(2026, 10, 20, 16))).toBe('2026-11-21');
    expect(formatChinaDate('2026-11-20T15:59:59Z')).toBe('2026-11-20');
  });

  it('starts a China day at its midnight, whatever time the text carries', () => {
    expect(chinaDayStart('2026-11-21').toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(chinaDayStart('2026-11-21T23:30:00+08:00').toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });
});
