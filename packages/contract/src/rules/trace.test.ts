import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  CERTIFICATE_KIND_FALLBACK,
  CERTIFICATE_KINDS,
  certificateCaption,
  decodeTraceBlob,
  encodeTraceBlob,
  expiryDate,
  expiryOn,
  isColdStorage,
  isGtin,
  LICENSE_WARN_DAYS,
  ledgerExpiryNote,
  licenseDaysLeft,
  licenseState,
  NEAR_EXPIRY_ASK,
  pesticidePassed,
  RECEIPT_TEMPERATURE,
  retainUntil,
  TRACE_CODE_MSG,
  TRACE_MSG,
  TraceCodeError,
  traceLandingUrl,
} from './trace.js';

/** The blob as another program would write it: base64 of the UTF-8 JSON, URI-encoded. */
const blobOf = (value: unknown) => encodeURIComponent(Buffer.from(JSON.stringify(value), 'utf8').toString('base64'));
const refusal = (code: string | null | undefined): string => {
  try {
    decodeTraceBlob(code);
  } catch (e) {
    expect(e).toBeInstanceOf(TraceCodeError);
    return (e as Error).message;
  }
  throw new Error('decoded');
};

describe('the trace QR blob', () => {
  it('is URI-encoded base64 of UTF-8 JSON {command, id, version}, version 1 unless given', () => {
    const code = encodeTraceBlob('行-1');
    expect(JSON.parse(Buffer.from(decodeURIComponent(code), 'base64').toString('utf8'))).toEqual({ command: 'trace', id: '行-1', version: 1 });
    expect(decodeTraceBlob(code)).toEqual({ command: 'trace', id: '行-1', version: 1 });
    expect(decodeTraceBlob(encodeTraceBlob('line-9', 2))).toEqual({ command: 'trace', id: 'line-9', version: 2 });
  });

  it('reads the blob already decoded by the URL parser, and one whose + became a space', () => {
    // ids chosen so that the base64 holds '+' and '/'
    const id = '>>>??~~~';
    const b64 = Buffer.from(JSON.stringify({ command: 'trace', id, version: 1 }), 'utf8').toString('base64');
    expect(b64).toMatch(/\+/);
    expect(decodeTraceBlob(b64).id).toBe(id);
    expect(decodeTraceBlob(b64.replace(/\+/g, ' ')).id).toBe(id);
    expect(decodeTraceBlob(`  ${encodeTraceBlob(id)}  `).id).toBe(id);
  });

  it('tells the person scanning that a blank code is blank', () => {
    for (const code of [null, undefined, '', '   ']) expect(refusal(code)).toBe(TRACE_CODE_MSG.blank);
  });

  it('refuses what is not a trace blob with the message for a broken code', () => {
    const broken = [
      '%E0%A4%A', // not URI-decodable
      '!!!', // not base64
      encodeURIComponent(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64')), // not UTF-8
      blobOf('trace'),
      blobOf(null),
      blobOf({ command: 'other', id: 'a', version: 1 }),
      blobOf({ command: 'trace', id: 5, version: 1 }),
      blobOf({ command: 'trace', id: '   ', version: 1 }),
      blobOf({ command: 'trace', id: 'x'.repeat(65), version: 1 }),
      blobOf({ command: 'trace', id: 'a', version: 3 }),
      blobOf({ command: 'trace', id: 'a' }),
    ];
    // a blob whose id holds a byte that is not UTF-8
    const json = (id: Buffer) => Buffer.concat([Buffer.from('{"command":"trace","id":"'), id, Buffer.from('","version":1}')]);
    broken.push(encodeURIComponent(json(Buffer.from([0xff])).toString('base64')));
    expect(decodeTraceBlob(encodeURIComponent(json(Buffer.from('行', 'utf8')).toString('base64'))).id).toBe('行');
    for (const code of broken) expect(refusal(code), code).toBe(TRACE_CODE_MSG.broken);
    expect(decodeTraceBlob(blobOf({ command: 'trace', id: 'x'.repeat(64), version: 2, extra: true }))).toEqual({
      command: 'trace',
      id: 'x'.repeat(64),
      version: 2,
    });
  });

  it('is carried by the landing address, whatever the public address ends with', () => {
    const code = encodeTraceBlob('a1', 2);
    expect(traceLandingUrl('https://shanlian.example//', 'a1', 2)).toBe(`https://shanlian.example/eshop/store/retrospect?Id=${code}`);
    expect(traceLandingUrl('https://shanlian.example', 'a1')).toBe(`https://shanlian.example/eshop/store/retrospect?Id=${encodeTraceBlob('a1')}`);
    const id = new URL(traceLandingUrl('https://shanlian.example', '批次/7', 2)).searchParams.get('Id');
    expect(decodeTraceBlob(id)).toEqual({ command: 'trace', id: '批次/7', version: 2 });
  });
});

describe('certificates', () => {
  it('are captioned by their kind, and by the fallback without a known kind', () => {
    expect(certificateCaption('quarantine')).toBe(CERTIFICATE_KINDS.quarantine);
    expect(certificateCaption('pesticide')).toBe('农残检测报告');
    for (const k of [null, undefined, '', 'unknown']) expect(certificateCaption(k)).toBe(CERTIFICATE_KIND_FALLBACK);
    expect(CERTIFICATE_KIND_FALLBACK).toBe('检验证明');
    expect(Object.values(CERTIFICATE_KINDS)).not.toContain(CERTIFICATE_KIND_FALLBACK);
  });
});

describe('licences', () => {
  const now = new Date('2026-11-26T04:00:00Z');
  it('count whole days left until the end of the last valid day', () => {
    expect(licenseDaysLeft('2026-11-27T04:00:00Z', now)).toBe(1);
    expect(licenseDaysLeft('2026-11-27T03:59:59Z', now)).toBe(0);
    expect(licenseDaysLeft('2026-11-26T03:00:00Z', now.getTime())).toBe(-1);
    expect(licenseDaysLeft(new Date('2026-12-26T04:00:00Z'), now)).toBe(30);
  });

  it('are expired after their end, expiring within 30 days, valid beyond', () => {
    const day = 86_400_000;
    expect(LICENSE_WARN_DAYS).toBe(30);
    expect(licenseState(new Date(now.getTime() - 1), now)).toBe('expired');
    expect(licenseState(now, now)).toBe('expiring');
    expect(licenseState(new Date(now.getTime() + 29 * day), now.getTime())).toBe('expiring');
    expect(licenseState(new Date(now.getTime() + 30 * day - 1), now)).toBe('expiring');
    expect(licenseState(new Date(now.getTime() + 30 * day), now)).toBe('valid');
    expect(licenseState('2030-01-01T00:00:00Z', now)).toBe('valid');
  });
});

describe('purchase records and expiry', () => {
  it('keep records six months past the shelf life, or two years without one', () => {
    expect(retainUntil('2026-03-01', '2026-02-20', 10)).toBe('2026-09-02');
    expect(retainUntil('2026-03-01', null, 10)).toBe('2028-03-01');
    expect(retainUntil('2026-03-01', '2026-02-20', null)).toBe('2028-03-01');
    expect(retainUntil('2026-03-01', '2026-02-20', 0)).toBe('2028-03-01');
    expect(retainUntil('2026-03-01', '2026-02-20', -5)).toBe('2028-03-01');
  });

  it('count days and months on calendar days, a month’s end kept at the shorter month’s end', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-01T10:00:00', 0)).toBe('2026-03-01');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', 24)).toBe('2028-03-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-05-31', -1)).toBe('2026-04-30');
  });

  it('date the expiry from the production date and the shelf life', () => {
    expect(expiryDate('2026-11-20', 7)).toBe('2026-11-27');
    expect(expiryDate(null, 7)).toBeNull();
    expect(expiryDate('2026-11-20', null)).toBeNull();
    expect(expiryDate('2026-11-20', 0)).toBeNull();
    expect(expiryDate('2026-11-20', -1)).toBeNull();
  });

  it('is near expiry with a third of the shelf life or less left, expired after the expiry day', () => {
    // 30 days of shelf life from 1 November: expires 1 December
    expect(expiryOn('2026-11-01', 30, '2026-11-10')).toEqual({ state: 'ok', expiry: '2026-12-01', daysLeft: 21 });
    expect(expiryOn('2026-11-01', 30, '2026-11-20')).toEqual({ state: 'ok', expiry: '2026-12-01', daysLeft: 11 });
    expect(expiryOn('2026-11-01', 30, '2026-11-21')).toEqual({ state: 'near', expiry: '2026-12-01', daysLeft: 10 });
    expect(expiryOn('2026-11-01', 30, '2026-12-01')).toEqual({ state: 'near', expiry: '2026-12-01', daysLeft: 0 });
    expect(expiryOn('2026-11-01', 30, '2026-12-02')).toEqual({ state: 'expired', expiry: '2026-12-01', daysLeft: -1 });
    expect(expiryOn(null, 30, '2026-11-10')).toEqual({ state: 'none', expiry: null, daysLeft: null });
    expect(expiryOn('2026-11-01', null, '2026-11-10')).toEqual({ state: 'none', expiry: null, daysLeft: null });
  });

  it('knows cold goods by their storage words', () => {
    for (const s of ['冷藏', '0~4℃冷藏保存', '冷冻食品', '冷鲜肉', '冰鲜', '速冻水饺', '-18℃以下', '－18 °C', '0-8℃', '0～4°'])
      expect(isColdStorage(s), s).toBe(true);
    for (const s of ['- 18 ℃', '0 ~ 4 ℃', '0~10℃', '0 - 4°']) expect(isColdStorage(s), s).toBe(true);
    for (const s of ['常温', '阴凉干燥处', '', null, undefined, '18℃以下', '避光', '含量-5%', '0~4']) expect(isColdStorage(s), String(s)).toBe(false);
  });

  it('writes the ledger’s expiry note', () => {
    expect(ledgerExpiryNote({ ExpiredOnReceipt: true, NearExpiryConfirmed: true })).toBe('验收时已过期（规则实施前的记录）');
    expect(ledgerExpiryNote({ ExpiredOnReceipt: false, NearExpiryConfirmed: true })).toBe('临期，验收人已确认');
    expect(ledgerExpiryNote({ ExpiredOnReceipt: false, NearExpiryConfirmed: false })).toBe('合格');
  });

  it('asks for the near-expiry confirmation with the words a client looks for', () => {
    expect(TRACE_MSG.nearExpiryConfirm('鸡蛋')).toBe(`「鸡蛋」${NEAR_EXPIRY_ASK}`);
    expect(NEAR_EXPIRY_ASK).toContain('确认临期');
    expect(TRACE_MSG.temperatureRange).toBe(`收货温度须在 ${RECEIPT_TEMPERATURE.min} 到 ${RECEIPT_TEMPERATURE.max} ℃ 之间`);
  });
});

describe('the pesticide rapid test and GTINs', () => {
  it('passes an inhibition rate below 50 %', () => {
    expect(pesticidePassed(49.9)).toBe(true);
    expect(pesticidePassed(50)).toBe(false);
    expect(pesticidePassed(0)).toBe(true);
  });

  it('accepts GTIN-8, -12, -13 and -14 with a valid GS1 check digit', () => {
    for (const g of ['96385074', '036000291452', '6901234567892', '4006381333931', '10012345678902', '00012345600012']) expect(isGtin(g), g).toBe(true);
    // a valid check digit on a length GS1 has no GTIN of
    expect(isGtin('100000009')).toBe(false);
    for (const g of [
      '96385075',
      '036000291453',
      '6901234567891',
      '10012345678903',
      '1234567',
      '123456789',
      '12345678901',
      'abcdefghijklm',
      '690123456789X',
      ' 6901234567892',
    ])
      expect(isGtin(g), g).toBe(false);
  });
});
