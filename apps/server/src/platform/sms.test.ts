import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMS_TEMPLATE_PURPOSE_VALUES } from '@shanlian/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../test/helper.js';
import { loadConfig } from './config.js';
import { smsOutbox } from './platform.tables.js';
import { AliyunSmsProvider, backoffMs, percentEncode, rpcSignature, SMS_MAX_ATTEMPTS, SmsService } from './sms.js';
import { parseSmsTemplates, type SmsTemplates, templateParams } from './sms-templates.js';

describe("Aliyun's RPC signature (version 1.0, HMAC-SHA1)", () => {
  it("signs the documentation's worked example exactly", () => {
    // Aliyun's example of the signature mechanism (developer.aliyun.com/ask/210168, "API 签名机制（示例）"):
    // DescribeRegions with AccessKeyId testid and AccessKeySecret testsecret, these parameters, and
    // the signature CT9X0VtwR86fNWSnsc6v8YGOjuE=. (The page prints the StringToSign with the query's
    // inner separators already decoded; the signature it gives is the one of the encoded form below,
    // as the algorithm's step "percent-encode the canonicalized query string" makes it.)
    const params = {
      TimeStamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    };
    const { stringToSign, signature } = rpcSignature('GET', params, 'testsecret');
    expect(stringToSign).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26TimeStamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(signature).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=');
    expect(percentEncode(signature)).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE%3D');
  });

  it('encodes as the documentation says: unreserved kept, space %20, * %2A, ~ kept, UTF-8 bytes', () => {
    expect(percentEncode("a b*c~d-_.!'()")).toBe('a%20b%2Ac~d-_.%21%27%28%29');
    expect(percentEncode('膳')).toBe('%E8%86%B3');
  });

  it("signs a SendSms request whose query carries the template's parameters", () => {
    const p = new AliyunSmsProvider({ accessKeyId: 'testid', accessKeySecret: 'testsecret', signName: '膳链' });
    const query = p.signedQuery({ phone: '13800000001', templateCode: 'SMS_1', params: { code: '123456' }, text: '' }, '2026-01-01T00:00:00Z', 'n-1');
    const q = new URLSearchParams(query);
    expect(q.get('TemplateParam')).toBe('{"code":"123456"}');
    expect(q.get('SignName')).toBe('膳链');
    const { Signature, ...rest } = Object.fromEntries(q);
    expect(Signature).toBe(rpcSignature('GET', rest, 'testsecret').signature);
  });
});

describe('SMS_TEMPLATES and SMS_PROVIDER at start', () => {
  const all = JSON.stringify({
    code: { template: 'SMS_1', params: ['code'] },
    alarm: { template: 'SMS_2', params: ['plate', 'alarm', 'peak'] },
    case: { template: 'SMS_3', params: ['event', 'caseNo', 'deadline'] },
    review: { template: 'SMS_4', params: ['firm', 'result', 'reason'] },
    statement: { template: 'SMS_5', params: ['month', 'supplier', 'total'] },
  });
  const aliyun = { ALIYUN_SMS_ACCESS_KEY_ID: 'id', ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret', ALIYUN_SMS_SIGN_NAME: '膳链' };

  it('reads a template and its named parameters per purpose, and refuses typos', () => {
    expect(parseSmsTemplates(all).alarm).toEqual({ template: 'SMS_2', params: ['plate', 'alarm', 'peak'] });
    expect(() => parseSmsTemplates('{')).toThrow(/JSON/);
    expect(() => parseSmsTemplates('{"codes":{"template":"SMS_1"}}')).toThrow(/unknown purpose "codes"/);
    expect(() => parseSmsTemplates('{"alarm":{"template":"SMS_2","params":["plates"]}}')).toThrow(/unknown parameter plates/);
    expect(() => parseSmsTemplates('{"alarm":{"params":["plate"]}}')).toThrow(/alarm/);
    // the older single setting stands for the code template
    expect(parseSmsTemplates(undefined, 'SMS_OLD').code).toEqual({ template: 'SMS_OLD', params: ['code'] });
  });

  it('gives the provider only its template parameters, cut to the provider limit', () => {
    const t = { template: 'SMS_2', params: ['plate', 'alarm'] };
    expect(templateParams(t, { plate: '浙A12345', alarm: '温度过高', peak: '9°C' })).toEqual({ plate: '浙A12345', alarm: '温度过高' });
    expect([...(templateParams(t, { plate: '长'.repeat(50), alarm: '' }).plate as string)]).toHaveLength(35);
  });

  it('refuses a production start without SMS_PROVIDER, with the outbox, or with aliyun missing a purpose', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' })).toThrow(/development only/);
    const partial = JSON.stringify({ code: { template: 'SMS_1', params: ['code'] }, alarm: { template: 'SMS_2', params: ['plate'] } });
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'aliyun', ...aliyun, SMS_TEMPLATES: partial })).toThrow(/missing: case, review, statement/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'aliyun', SMS_TEMPLATES: all })).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'aliyun', ...aliyun, SMS_TEMPLATES: '{"code":1}' })).toThrow(/SMS_TEMPLATES: code/);
    const ok = loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'aliyun', ...aliyun, SMS_TEMPLATES: all, AUDIT_KEY: 'sms-test-audit-key-0123456789abcdef' });
    expect(Object.keys(ok.SMS_TEMPLATES).sort()).toEqual([...SMS_TEMPLATE_PURPOSE_VALUES].sort());
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'none', AUDIT_KEY: 'sms-test-audit-key-0123456789abcdef' }).SMS_PROVIDER).toBe('none');
    expect(loadConfig({ NODE_ENV: 'development' }).SMS_PROVIDER).toBe('outbox');
  });
});

/** Stands where Aliyun's endpoint stands: checks each request's signature and answers by the phone number. */
function aliyunEndpoint(secret: string) {
  const received: { phone: string; template: string; params: Record<string, string>; signed: boolean }[] = [];
  const tries = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const q = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
    const { Signature, ...rest } = q;
    const signed = Signature === rpcSignature('GET', rest, secret).signature;
    const phone = q.PhoneNumbers as string;
    received.push({ phone, template: q.TemplateCode as string, params: JSON.parse(q.TemplateParam ?? '{}'), signed });
    const n = (tries.get(phone) ?? 0) + 1;
    tries.set(phone, n);
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!signed) return answer(400, { Code: 'SignatureDoesNotMatch', Message: 'bad signature' });
    if (phone.endsWith('0001')) return; // never answers
    if (phone.endsWith('0002') && n === 1) return answer(200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' });
    if (phone.endsWith('0003')) return answer(200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
    if (phone.endsWith('0004')) return answer(503, { Code: 'ServiceUnavailable', Message: 'try later' });
    answer(200, { Code: 'OK', Message: 'OK', BizId: `biz-${phone}-${n}`, RequestId: 'r' });
  });
  return { server, received };
}

describe.each(BACKENDS)('the outbox on %s', (backend) => {
  let t: TestApp;
  let endpoint: ReturnType<typeof aliyunEndpoint>;
  let sms: SmsService;
  const templates: SmsTemplates = parseSmsTemplates(
    JSON.stringify({
      code: { template: 'SMS_CODE', params: ['code'] },
      alarm: { template: 'SMS_ALARM', params: ['plate', 'alarm'] },
      case: { template: 'SMS_CASE', params: ['event', 'caseNo'] },
      review: { template: 'SMS_REVIEW', params: ['firm', 'result'] },
      statement: { template: 'SMS_STATEMENT', params: ['month'] },
    }),
  );
  const prefix = `1770${String(Date.now()).slice(-3)}`;
  const phone = (tail: string) => `${prefix}${tail}`;
  const review = (p: string) =>
    ({
      phone: p,
      template: 'review',
      params: { firm: '杭州禾丰粮油贸易有限公司', result: '通过', reason: '无' },
      code: 'OP_FIRM_APPROVED',
      purpose: 'firm-review',
      text: '【膳链】审核通过',
    }) as const;
  const rows = async (phones: string[]) => t.database.db.select().from(smsOutbox).where(inArray(smsOutbox.phone, phones));

  beforeAll(async () => {
    t = await createTestApp(backend);
    endpoint = aliyunEndpoint('the-secret');
    await new Promise<void>((r) => endpoint.server.listen(0, '127.0.0.1', r));
    const port = (endpoint.server.address() as AddressInfo).port;
    const provider = new AliyunSmsProvider({ accessKeyId: 'the-id', accessKeySecret: 'the-secret', signName: '膳链' }, `http://127.0.0.1:${port}/`);
    // a timeout a loaded machine's first sends stay well inside (the test of a hang waits it out)
    sms = new SmsService({ SMS_PROVIDER: 'aliyun', SMS_TEMPLATES: templates, SMS_TIMEOUT_MS: 1500 }, t.clock, provider);
    // texts the seed left waiting are set aside, so that each test below sees only its own
    await t.database.db.update(smsOutbox).set({ status: 'off' }).where(eq(smsOutbox.status, 'pending'));
    // one text sent before the tests, so that none of them pays for the first connection and compilation
    await sms.send(t.database.db, review(phone('9999')));
    await sms.drain(t.database.db, t.clock.now());
  });
  afterAll(async () => {
    endpoint?.server.closeAllConnections();
    endpoint?.server.close();
    await t?.close();
  });

  it('sends nothing from inside the transaction, nothing of a rolled-back one, and each committed text once after', async () => {
    const kept = phone('1100');
    const lost = phone('1101');
    await t.database.db.transaction(async (tx) => {
      await sms.send(tx, review(kept));
      expect(endpoint.received.filter((r) => r.phone === kept)).toHaveLength(0);
    });
    await t.database.db
      .transaction(async (tx) => {
        await sms.send(tx, review(lost));
        throw new Error('the operation fails after its text');
      })
      .catch(() => {});
    expect((await rows([kept]))[0]?.status).toBe('pending');
    const result = await sms.drain(t.database.db, t.clock.now());
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const [row] = await rows([kept]);
    expect(row?.status).toBe('sent');
    expect(row?.bizId).toBe(`biz-${kept}-1`);
    expect(row?.templateCode).toBe('SMS_REVIEW');
    expect(row?.sentAt).not.toBeNull();
    expect(await rows([lost])).toHaveLength(0);
    const sent = endpoint.received.filter((r) => r.phone === kept);
    // the review template takes firm and result: the provider gets those two, signed
    expect(sent).toEqual([{ phone: kept, template: 'SMS_REVIEW', params: { firm: '杭州禾丰粮油贸易有限公司', result: '通过' }, signed: true }]);
    await sms.drain(t.database.db, t.clock.now());
    expect(endpoint.received.filter((r) => r.phone === kept)).toHaveLength(1);
  });

  it('cuts a send that takes too long, and retries with backoff after a refusal worth retrying', async () => {
    const hangs = phone('0001');
    const throttled = phone('0002');
    await sms.send(t.database.db, review(hangs));
    await sms.send(t.database.db, review(throttled));
    const started = Date.now();
    await sms.drain(t.database.db, t.clock.now());
    expect(Date.now() - started).toBeLessThan(5000);
    const byPhone = async () => new Map((await rows([hangs, throttled])).map((r) => [r.phone, r]));
    let now = await byPhone();
    expect(now.get(hangs)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(now.get(hangs)?.lastError).toMatch(/timeout/);
    expect(now.get(throttled)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(now.get(throttled)?.lastError).toMatch(/isv.BUSINESS_LIMIT_CONTROL/);
    // not due before its backoff
    await sms.drain(t.database.db, t.clock.now());
    expect((await byPhone()).get(throttled)?.attempts).toBe(1);
    t.clock.advance(backoffMs(1));
    await sms.drain(t.database.db, t.clock.now());
    now = await byPhone();
    expect(now.get(throttled)).toMatchObject({ status: 'sent', attempts: 2, bizId: `biz-${throttled}-2` });
  });

  it(`gives up at once on a permanent refusal, and after ${SMS_MAX_ATTEMPTS} attempts otherwise`, async () => {
    const wrong = phone('0003');
    const down = phone('0004');
    await sms.send(t.database.db, review(wrong));
    await sms.send(t.database.db, review(down));
    for (let i = 0; i < SMS_MAX_ATTEMPTS + 2; i++) {
      await sms.drain(t.database.db, t.clock.now());
      t.clock.advance(backoffMs(SMS_MAX_ATTEMPTS) + 1000);
    }
    const byPhone = new Map((await rows([wrong, down])).map((r) => [r.phone, r]));
    expect(byPhone.get(wrong)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(byPhone.get(wrong)?.lastError).toMatch(/isv.MOBILE_NUMBER_ILLEGAL/);
    expect(byPhone.get(down)).toMatchObject({ status: 'failed', attempts: SMS_MAX_ATTEMPTS });
    expect(endpoint.received.filter((r) => r.phone === down)).toHaveLength(SMS_MAX_ATTEMPTS);
  });

  it("keeps no code once its text is settled (outside the development outbox), and sends only the template's parameters", async () => {
    const p = phone('1200');
    await sms.send(t.database.db, {
      phone: p,
      template: 'code',
      params: { code: '246810' },
      code: '246810',
      purpose: 'register',
      text: '验证码246810，60秒内有效',
    });
    await sms.drain(t.database.db, t.clock.now());
    const [row] = await rows([p]);
    expect(row?.status).toBe('sent');
    expect(row?.code).toBe('******');
    expect(row?.params).toEqual({});
    expect(row?.text).not.toContain('246810');
    expect(endpoint.received.find((r) => r.phone === p)?.params).toEqual({ code: '246810' });
  });

  it('never sends a text twice when runs overlap (several instances)', async () => {
    const phones = Array.from({ length: 12 }, (_, i) => phone(String(1300 + i)));
    for (const p of phones) await sms.send(t.database.db, review(p));
    const other = new SmsService(
      { SMS_PROVIDER: 'aliyun', SMS_TEMPLATES: templates, SMS_TIMEOUT_MS: 1500 },
      t.clock,
      (sms as unknown as { provider: AliyunSmsProvider }).provider,
    );
    await Promise.all([sms.drain(t.database.db, t.clock.now(), 5), other.drain(t.database.db, t.clock.now(), 5), sms.drain(t.database.db, t.clock.now(), 5)]);
    await Promise.all([sms.drain(t.database.db, t.clock.now(), 5), other.drain(t.database.db, t.clock.now(), 5)]);
    for (const p of phones)
      expect(
        endpoint.received.filter((r) => r.phone === p),
        p,
      ).toHaveLength(1);
    expect((await rows(phones)).every((r) => r.status === 'sent')).toBe(true);
  });

  it('with texts off (none) records each text as not sent and sends nothing', async () => {
    const off = new SmsService({ SMS_PROVIDER: 'none', SMS_TEMPLATES: {}, SMS_TIMEOUT_MS: 400 }, t.clock, null);
    const p = phone('1400');
    await off.send(t.database.db, review(p));
    expect(await off.drain(t.database.db, t.clock.now())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await rows([p]))[0]?.status).toBe('off');
  });
});
