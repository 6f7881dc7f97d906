import { SUPERVISION_MSG } from '@shanlian/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { BACKENDS, type CallResult, createTestApp, type TestApp, type TestClient, twinOf } from '../../test/helper.js';
import { aiDetections, violationCases, violationSteps } from './supervision.tables.js';

/** Issue 27: 20 identical AI pushes raised a case's count from 1 to 21. A push is one event, counted once. */
describe.each(BACKENDS)('AI pushes are idempotent by event on %s', (backend) => {
  let t: TestApp;
  let twin: TestApp | null;
  let operator: TestClient;
  let buyer: TestClient;
  let key: string;
  let otherKey: string;
  let platformId: string;
  let cameraId: string;

  // biome-ignore lint/suspicious/noExplicitAny: answers read loosely, as TestClient.call does
  const push = (body: Record<string, unknown>, k = key, via: TestApp = t): Promise<CallResult<any>> =>
    via.client().raw('AI_Aiillegalresult/PushDetection', body, { headers: { authorization: `Platform ${k}` } });
  const caseOf = async (id: string) => (await t.database.db.select().from(violationCases).where(eq(violationCases.id, id)))[0];
  const detectionsOf = async (id: string) => Number((await t.database.db.select({ n: count() }).from(aiDetections).where(eq(aiDetections.caseId, id)))[0]?.n);
  const stepsOf = async (id: string) => Number((await t.database.db.select({ n: count() }).from(violationSteps).where(eq(violationSteps.caseId, id)))[0]?.n);

  beforeAll(async () => {
    t = await createTestApp(backend);
    twin = await twinOf(t);
    [operator, buyer] = await Promise.all([t.client().login('13800000004'), t.asBuyer()]);
    const abilities = (await operator.ok('AI_Aiabilityunique/GetUniqueAbility', {})).map((a: { Id: string }) => a.Id);
    const made = await operator.ok('AI_Aiplat/AddAI_Aiplat', { Name: '事件测试平台', Vendor: '测试' });
    const other = await operator.ok('AI_Aiplat/AddAI_Aiplat', { Name: '另一平台', Vendor: '测试' });
    await operator.ok('AI_Aiplatability/SetAbilities', { PlatId: made.Id, AbilityUniqueIds: abilities });
    await operator.ok('AI_Aiplatability/SetAbilities', { PlatId: other.Id, AbilityUniqueIds: abilities });
    [key, otherKey, platformId] = [made.AccessKey, other.AccessKey, made.Id];
    cameraId = (await buyer.ok('Monitor/SaveMonitor', { Name: '事件测试后厨', Place: '二楼', MonitorType: 1, PlayUrl: 'kitchen-2' })).Id;
  }, 120_000);
  afterAll(async () => {
    await twin?.close();
    await t?.close();
  });

  it('answers 20 identical pushes with the first result and counts one detection', async () => {
    const body = { MonitorId: cameraId, AbilityCode: 'no_mask', Confidence: 0.9, CaptureTime: t.clock.now().toISOString(), EventId: 'evt-0001' };
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await push(body));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const first = answers[0]?.body.Data as { CaseId: string; Count: number };
    expect(first.Count).toBe(1);
    expect(answers.map((a) => a.body.Data)).toEqual(Array(20).fill(first));
    expect((await caseOf(first.CaseId))?.detectionCount).toBe(1);
    expect(await detectionsOf(first.CaseId)).toBe(1);
    expect(await stepsOf(first.CaseId)).toBe(1);
    const seen = await buyer.ok('AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: first.CaseId });
    expect(seen.Count).toBe(1);
    expect(seen.Detections).toHaveLength(1);

    // another event joins the case; a repeat of either answers what that event answered first
    const second = await push({ ...body, EventId: 'evt-0002', CaptureTime: new Date(t.clock.now().getTime() + 30_000).toISOString(), Confidence: 0.95 });
    expect(second.body.Data).toEqual({ CaseId: first.CaseId, Count: 2 });
    expect((await push({ ...body, EventId: 'evt-0002' })).body.Data).toEqual({ CaseId: first.CaseId, Count: 2 });
    expect((await push(body)).body.Data).toEqual(first);
    expect((await caseOf(first.CaseId))?.detectionCount).toBe(2);
    expect(await detectionsOf(first.CaseId)).toBe(2);

    // the same EventId of another platform is another event
    const theirs = await push(body, otherKey);
    expect(theirs.body.Data).toEqual({ CaseId: first.CaseId, Count: 3 });
    expect((await caseOf(first.CaseId))?.detectionCount).toBe(3);
  });

  it('counts identical pushes without an EventId once too (the camera, ability and capture time name the event)', async () => {
    const at = new Date(t.clock.now().getTime() - 5_000).toISOString();
    const body = { MonitorId: cameraId, AbilityCode: 'smoking', Confidence: 0.8, CaptureTime: at };
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push((await push(body)).body.Data);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0].Count).toBe(1);
    expect((await caseOf(answers[0].CaseId))?.detectionCount).toBe(1);
    // an empty EventId is none; another capture time is another detection
    expect((await push({ ...body, EventId: '' })).body.Data).toEqual(answers[0]);
    expect((await push({ ...body, CaptureTime: new Date(Date.parse(at) + 1000).toISOString() })).body.Data.Count).toBe(2);
  });

  it('counts an event once when its pushes arrive at the same moment (through two instances on PostgreSQL)', async () => {
    const body = { MonitorId: cameraId, AbilityCode: 'rodent', Confidence: 0.7, CaptureTime: t.clock.now().toISOString(), EventId: 'burst:1' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const via = twin && i % 2 === 1 ? twin : t;
        return push(body, key, via);
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const first = answers[0]?.body.Data;
    expect(answers.every((a) => a.body.Data.CaseId === first.CaseId && a.body.Data.Count === 1)).toBe(true);
    expect((await caseOf(first.CaseId))?.detectionCount).toBe(1);
    expect(await detectionsOf(first.CaseId)).toBe(1);
  });

  it('refuses a malformed EventId, and the database keeps one detection per platform and event', async () => {
    const body = { MonitorId: cameraId, AbilityCode: 'no_mask', Confidence: 0.9, CaptureTime: t.clock.now().toISOString() };
    for (const bad of ['有空格 的', 'a b', 'x'.repeat(65), 42]) {
      const res = await push({ ...body, EventId: bad });
      expect([bad, res.status, res.body.Message]).toEqual([bad, 400, SUPERVISION_MSG.eventIdInvalid]);
    }
    const [row] = await t.database.db
      .select()
      .from(aiDetections)
      .where(and(eq(aiDetections.platformId, platformId), eq(aiDetections.eventId, 'evt-0001')));
    expect(row).toBeTruthy();
    await expect(t.database.db.insert(aiDetections).values({ ...(row as typeof aiDetections.$inferInsert), id: newId(), caseCount: 99 })).rejects.toThrow();
  });
});
