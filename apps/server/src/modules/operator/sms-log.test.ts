import { OPERATOR_MSG as M, toChinaIso } from '@shanlian/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';

const PAGE = { PageIndex: 1, PageSize: 100 };
type SmsRow = { Id: string; Phone: string; Purpose: string; Reason: string; Text: string; Status: string; StatusName: string; Attempts: number };

describe.each(BACKENDS)("operators' list of texts on %s", (backend) => {
  let t: TestApp;
  let operator: TestClient;
  const tail = String(Date.now()).slice(-4);
  const codePhone = `1771000${tail}`;
  const alarmPhone = `1772000${tail}`;
  beforeAll(async () => {
    t = await createTestApp(backend);
    operator = await t.client().login('13800000004');
    const db = t.database.db;
    await t.deps.sms.send(db, {
      phone: codePhone,
      template: 'code',
      params: { code: '135790' },
      code: '135790',
      purpose: 'register',
      text: '【膳链】验证码135790，60秒内有效。',
    });
    await t.deps.sms.send(db, {
      phone: alarmPhone,
      template: 'alarm',
      params: { plate: '浙A·C1234', alarm: '温度过高', peak: '9°C', since: '08:00:00' },
      code: '温度过高',
      purpose: 'cold-chain-alarm',
      text: '【膳链】冷链告警：浙A·C1234 温度过高',
    });
    // the sender settles the code text (the development outbox "sends" it)
    await t.deps.sms.drain(db, t.clock.now(), 100);
    await t.deps.sms.send(db, {
      ...{ phone: alarmPhone, template: 'review', params: { firm: '某公司', result: '通过', reason: '无' } },
      code: 'X',
      purpose: 'firm-review',
      text: '【膳链】审核通过',
    });
  });
  afterAll(() => t?.close());

  const list = (c: TestClient, body: object) => c.call('Operator/GetSmsList', { PagerInfo: PAGE, ...body });

  it('shows each text with its status, the phone only by its last four digits and no code', async () => {
    const r = await list(operator, { Phone: tail });
    expect(r.status).toBe(200);
    const rows = r.body.Data as SmsRow[];
    const code = rows.find((x) => x.Purpose === 'code');
    expect(code).toMatchObject({ Phone: `*******${tail}`, Reason: 'register', Status: 'sent', StatusName: '已发送', Attempts: 1 });
    expect(code?.Text).not.toContain('135790');
    expect(JSON.stringify(r.body)).not.toContain(codePhone);
    expect(JSON.stringify(r.body)).not.toContain('135790');
    const pending = rows.find((x) => x.Purpose === 'review');
    expect(pending).toMatchObject({ Status: 'pending', StatusName: '待发送', Attempts: 0 });
  });

  it('filters by the whole phone, purpose, status and dates, newest first', async () => {
    const byPhone = (await operator.ok('Operator/GetSmsList', { Phone: alarmPhone, PagerInfo: PAGE })) as SmsRow[];
    expect(byPhone.map((x) => x.Purpose)).toEqual(['review', 'alarm']);
    const alarms = (await operator.ok('Operator/GetSmsList', { Phone: tail, Purpose: 'alarm', PagerInfo: PAGE })) as SmsRow[];
    expect(alarms).toHaveLength(1);
    const pending = (await operator.ok('Operator/GetSmsList', { Phone: tail, Status: 'pending', PagerInfo: PAGE })) as SmsRow[];
    expect(pending.map((x) => x.Purpose)).toEqual(['review']);
    const today = toChinaIso(t.clock.now()).slice(0, 10);
    expect((await operator.ok('Operator/GetSmsList', { Phone: tail, StartDate: today, EndDate: today, PagerInfo: PAGE })).length).toBe(3);
    expect((await operator.ok('Operator/GetSmsList', { Phone: tail, EndDate: '2020-01-01', PagerInfo: PAGE })).length).toBe(0);
    const paged = await list(operator, { Phone: tail, PagerInfo: { PageIndex: 2, PageSize: 2 } });
    expect(paged.body.PagerInfo).toMatchObject({ PageIndex: 2, PageSize: 2, RowCount: 3 });
    expect(paged.body.Data).toHaveLength(1);
  });

  it('answers bad filters with 400 and its message', async () => {
    for (const [body, message] of [
      [{ Phone: '12a' }, '请输入完整手机号或至少后4位'],
      [{ Status: 'lost' }, '发送状态不正确'],
      [{ Purpose: 'spam' }, '短信类型不正确'],
      [{ StartDate: '2026-13-40' }, '开始日期格式不正确'],
      [{ StartDate: '2026-05-02', EndDate: '2026-05-01' }, M.smsLogRange],
    ] as const) {
      const r = await list(operator, body);
      expect(r.status, message).toBe(400);
      expect(r.body.Message).toBe(message);
    }
  });

  it('is closed to firms, to supervisors and to anonymous callers', async () => {
    expect((await list(await t.asBuyer(), {})).status).toBe(403);
    expect((await list(await t.client().login('13800000003'), {})).status).toBe(403);
    expect((await list(t.client(), {})).status).toBe(401);
    expect((await (await t.asSupplier()).call('Operator/ExportSmsList', {})).status).toBe(403);
  });

  it('exports the same rows as an Excel file the operator downloads', async () => {
    const file = await operator.ok('Operator/ExportSmsList', { Phone: tail });
    expect(file.FileName).toMatch(/^短信发送记录-.*\.xlsx$/);
    const res = await fetch(`${t.baseUrl}/v1/File/Download/${file.FileId}`, { headers: { cookie: operator.cookie ?? '' } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(4); // the header and the three texts
    const cells = JSON.stringify(sheet?.getSheetValues());
    expect(cells).toContain(`*******${tail}`);
    expect(cells).toContain('温度过高');
    expect(cells).not.toContain(codePhone);
    expect(cells).not.toContain('135790');
  });
});
