import { SUPERVISION_MSG } from '@shanlian/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/platform.tables.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { violationCases, violationSteps } from './supervision.tables.js';

describe.each(BACKENDS)('manual escalation of a case on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let xihu: TestClient;
  let shangcheng: TestClient;
  let city: TestClient;
  let key: string;
  let kitchenId: string;
  let image: string;
  let n = 0;

  /** A new case awaiting the firm (status 1) from a detection of an ability not seen on the camera before. */
  const newCase = async (code: string): Promise<string> => {
    const at = new Date(t.clock.now().getTime() - ++n * 1000);
    const r = await t
      .client()
      .raw(
        'AI_Aiillegalresult/PushDetection',
        { MonitorId: kitchenId, AbilityCode: code, Confidence: 0.9, CaptureTime: at.toISOString(), CaptureImage: image, EventId: `esc-${code}-${n}` },
        { headers: { authorization: `Platform ${key}` } },
      );
    expect(r.status).toBe(200);
    return (r.body.Data as { CaseId: string }).CaseId;
  };
  const statusOf = async (id: string) => (await t.database.db.select().from(violationCases).where(eq(violationCases.id, id)))[0]?.status;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [buyer, xihu, shangcheng, city] = await Promise.all([
      t.asBuyer(),
      t.client().login('13800000003'),
      t.client().login('13800000006'),
      t.client().login('13800000007'),
    ]);
    const operator = await t.client().login('13800000004');
    const made = await operator.ok('AI_Aiplat/AddAI_Aiplat', { Name: '升级测试平台', Vendor: '测试' });
    key = made.AccessKey;
    const abilities = await operator.ok('AI_Aiabilityunique/GetUniqueAbility', {});
    await operator.ok('AI_Aiplatability/SetAbilities', { PlatId: made.Id, AbilityUniqueIds: abilities.map((a: { Id: string }) => a.Id) });
    kitchenId = (await buyer.ok('Monitor/SaveMonitor', { Name: '升级测试后厨', Place: '二楼', MonitorType: 1, PlayUrl: 'kitchen-2' })).Id;
    image = (
      await sharp({ create: { width: 32, height: 24, channels: 3, background: '#446688' } })
        .png()
        .toBuffer()
    ).toString('base64');
  });
  afterAll(() => t.close());

  it('the district supervisor passes a case to the level above with a reason: status 4, a step with the reason, an audit row, the city sees and handles it', async () => {
    const id = await newCase('rodent');
    const before = await xihu.ok('AI_Aiillegalresult/ValidationForProcess', { Id: id });
    expect(before.Escalate).toBe(true);
    const reason = '单位拒不整改，需上级部门协调执法';
    const r = await xihu.call('AI_Aiillegalresult/Escalate', { Id: id, Reason: reason });
    expect(r.status).toBe(200);
    expect(r.body.Data.ParentUserName).toBe('钱涛');
    expect(await statusOf(id)).toBe(4);
    const steps = await t.database.db.select().from(violationSteps).where(eq(violationSteps.caseId, id));
    const step = steps.find((s) => s.step === 'escalated');
    expect(step?.remark).toBe(reason);
    expect(step?.fromStatus).toBe(1);
    expect(step?.toStatus).toBe(4);
    expect(step?.userName).toBe('李明');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'AI_Aiillegalresult/Escalate'), eq(auditLog.result, 'ok')));
    expect(audit.some((a) => a.targetIds.includes(id) && a.message.includes(reason))).toBe(true);
    // the detail shows the step in 处理记录 with its Chinese name and reason
    const detail = await xihu.ok('AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: id });
    expect(
      detail.Steps.some(
        (s: { Step: string; StepName: string; Remark: string }) => s.Step === 'escalated' && s.StepName === '提请上级处理' && s.Remark === reason,
      ),
    ).toBe(true);
    expect(detail.Can.Escalate).toBe(false);
    // the city supervisor finds it among the escalated cases and may handle it
    const list = await city.ok('AI_Aiillegalresult/GetAI_AiillegalresultList', { Status: 4, PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(list.some((c: { Id: string }) => c.Id === id)).toBe(true);
    expect((await city.ok('AI_Aiillegalresult/ValidationForProcess', { Id: id })).ParentManagerProcess).toBe(true);
    // the parent executor is told
    const texts = (await t.client().ok('Dev/GetSmsOutbox', { Phone: '13800000007' })) as { Text: string }[];
    expect(texts.some((x) => x.Text.includes('提请上级监管部门处理'))).toBe(true);
  });

  it('a case awaiting review may be passed up too', async () => {
    const id = await newCase('no_mask');
    await buyer.ok('AI_Aiillegalresult/FirmProcess', { Id: id, Remark: '已整改', FileIds: [] });
    expect(await statusOf(id)).toBe(2);
    await xihu.ok('AI_Aiillegalresult/Escalate', { Id: id, Reason: '整改情况需上级复核' });
    expect(await statusOf(id)).toBe(4);
  });

  it('a reason is required: an empty or blank one is refused with 400 and the case stays as it was', async () => {
    const id = await newCase('smoking');
    for (const body of [{ Id: id }, { Id: id, Reason: '' }, { Id: id, Reason: '   ' }]) {
      const r = await xihu.raw('AI_Aiillegalresult/Escalate', body);
      expect(r.status).toBe(400);
      expect(r.body.Message).toBe(SUPERVISION_MSG.escalateReasonRequired);
    }
    const long = await xihu.call('AI_Aiillegalresult/Escalate', { Id: id, Reason: '理'.repeat(501) });
    expect(long.status).toBe(400);
    expect(await statusOf(id)).toBe(1);
    const steps = await t.database.db
      .select()
      .from(violationSteps)
      .where(and(eq(violationSteps.caseId, id), eq(violationSteps.step, 'escalated')));
    expect(steps).toHaveLength(0);
  });

  it('only the case’s own district: another district’s supervisor 403, the firm 403, the level above itself 403; nothing changes', async () => {
    const id = await newCase('phone');
    const other = await shangcheng.call('AI_Aiillegalresult/Escalate', { Id: id, Reason: '越权' });
    expect(other.status).toBe(403);
    const firm = await buyer.call('AI_Aiillegalresult/Escalate', { Id: id, Reason: '越权' });
    expect(firm.status).toBe(403);
    const above = await city.call('AI_Aiillegalresult/Escalate', { Id: id, Reason: '自己升级给自己' });
    expect(above.status).toBe(403);
    expect(above.body.Message).toBe(SUPERVISION_MSG.escalateNotDistrict);
    expect(await statusOf(id)).toBe(1);
  });

  it('only in states where it makes sense: an escalated, closed or false-positive case answers 409 naming the rule', async () => {
    const id = await newCase('no_hat');
    await xihu.ok('AI_Aiillegalresult/Escalate', { Id: id, Reason: '第一次' });
    const again = await xihu.call('AI_Aiillegalresult/Escalate', { Id: id, Reason: '第二次' });
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe(SUPERVISION_MSG.escalateState);
    const closed = await newCase('no_uniform');
    await xihu.ok('AI_Aiillegalresult/Disposal', { Id: closed, FalsePositive: true, Remark: '误报' });
    const r = await xihu.call('AI_Aiillegalresult/Escalate', { Id: closed, Reason: '已是误报' });
    expect(r.status).toBe(409);
    expect(await statusOf(closed)).toBe(5);
    const missing = await xihu.call('AI_Aiillegalresult/Escalate', { Id: '0190f2a0-0000-7000-8000-000000000000', Reason: '不存在' });
    expect(missing.status).toBe(404);
  });
});
