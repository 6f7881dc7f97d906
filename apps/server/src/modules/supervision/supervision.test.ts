import { SUPERVISION_MSG } from '@shanlian/contract';
import { and, arrayOverlaps, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs } from '../../platform/jobs.js';
import { BACKENDS, type CallResult, createTestApp, rowsOf, type TestApp, type TestClient, twinOf } from '../../test/helper.js';
import { users } from '../iam/iam.tables.js';
import { supervisionJobs } from './supervision.jobs.js';
import { violationCases, violationSteps } from './supervision.tables.js';

const HOUR = 3600_000;

async function pngBase64(): Promise<string> {
  return (
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
      .png()
      .toBuffer()
  ).toString('base64');
}

describe.each(BACKENDS)('supervision on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let xihu: TestClient;
  let shangcheng: TestClient;
  let city: TestClient;
  let operator: TestClient;
  let otherBuyer: TestClient;
  let key: string;
  let kitchenId: string;
  let image: string;

  // biome-ignore lint/suspicious/noExplicitAny: answers read loosely, as TestClient.call does
  const push = (body: Record<string, unknown>, k = key): Promise<CallResult<any>> =>
    t.client().raw('AI_Aiillegalresult/PushDetection', body, { headers: { authorization: `Platform ${k}` } });
  const outbox = async (phone: string) => (await t.client().ok('Dev/GetSmsOutbox', { Phone: phone })) as { Text: string; Code: string }[];

  // sessions end when the clock moves on by days: everyone logs in again then
  const login = async () => {
    [buyer, xihu, shangcheng, city, operator, otherBuyer] = await Promise.all([
      t.asBuyer(),
      t.client().login('13800000003'),
      t.client().login('13800000006'),
      t.client().login('13800000007'),
      t.client().login('13800000004'),
      t.client().login('13800000005'),
    ]);
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    await login();
    // the operator registers a platform offering every ability; its key is shown once
    const made = await operator.ok('AI_Aiplat/AddAI_Aiplat', { Name: '测试AI平台', Vendor: '测试' });
    key = made.AccessKey;
    const abilities = await operator.ok('AI_Aiabilityunique/GetUniqueAbility', {});
    await operator.ok('AI_Aiplatability/SetAbilities', { PlatId: made.Id, AbilityUniqueIds: abilities.map((a: { Id: string }) => a.Id) });
    // the canteen registers a kitchen camera of its own
    kitchenId = (await buyer.ok('Monitor/SaveMonitor', { Name: '测试后厨', Place: '一楼', MonitorType: 1, PlayUrl: 'kitchen-1' })).Id;
    image = await pngBase64();
  });
  afterAll(() => t.close());

  it('answers 401 to a missing or wrong platform key, and to a person’s session', async () => {
    const body = { MonitorId: kitchenId, AbilityCode: 'rodent', Confidence: 0.9, CaptureTime: t.clock.now().toISOString() };
    const none = await t.client().raw('AI_Aiillegalresult/PushDetection', body);
    expect(none.status).toBe(401);
    expect(none.body.Message).toBe(SUPERVISION_MSG.platformKeyMissing);
    const wrong = await push(body, 'ai_not-a-key');
    expect(wrong.status).toBe(401);
    expect(wrong.body.Message).toBe(SUPERVISION_MSG.platformKeyInvalid);
    const person = await buyer.call('AI_Aiillegalresult/PushDetection', body);
    expect(person.status).toBe(401);
    // a malformed detection changes nothing and says why
    const bad = await push({ ...body, Confidence: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe(SUPERVISION_MSG.confidenceRange);
    const junk = await push({ ...body, CaptureImage: Buffer.from('not a picture').toString('base64') });
    expect(junk.status).toBe(400);
    expect(junk.body.Message).toBe(SUPERVISION_MSG.captureImageInvalid);
  });

  it('makes a pushed rodent a grade-1 case of the 西湖区 executor, hidden from 上城区; a repeat within the window raises the count', async () => {
    const at = t.clock.now();
    const first = await push({ MonitorId: kitchenId, AbilityCode: 'rodent', Confidence: 0.91, CaptureTime: at.toISOString(), CaptureImage: image });
    expect(first.status).toBe(200);
    expect(first.body.Data.Count).toBe(1);
    const again = await push({
      MonitorId: kitchenId,
      AbilityCode: 'rodent',
      Confidence: 0.95,
      CaptureTime: new Date(at.getTime() + 60_000).toISOString(),
      CaptureImage: image,
    });
    expect(again.body.Data).toEqual({ CaseId: first.body.Data.CaseId, Count: 2 });

    const c = await xihu.ok('AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: first.body.Data.CaseId });
    expect(c).toMatchObject({
      Grade: 1,
      Status: 1,
      Count: 2,
      AbilityCode: 'rodent',
      Confidence: 0.95,
      ToUserName: '李明',
      ParentUserName: '钱涛',
      FirmName: expect.stringContaining('阳光'),
      AreaName: expect.stringContaining('西湖区'),
    });
    expect(c.Detections).toHaveLength(2);
    expect(c.Detections[0].Sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(c.Can).toMatchObject({ ManagerProcess: false, Disposal: true, FirmProcess: false });
    const list = await xihu.ok('AI_Aiillegalresult/GetAI_AiillegalresultList', { Grade: 1, Open: true });
    expect(list.map((r: { Id: string }) => r.Id)).toContain(c.Id);

    // 上城区 neither reads it nor finds it
    expect((await shangcheng.call('AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: c.Id })).status).toBe(403);
    const theirs = await shangcheng.ok('AI_Aiillegalresult/GetAI_AiillegalresultList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(theirs.map((r: { Id: string }) => r.Id)).not.toContain(c.Id);
    // another canteen neither
    expect((await otherBuyer.call('AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: c.Id })).status).toBe(403);

    // grade 1 notifies everyone at once: the executor and the canteen's manager have the text
    const texts = await outbox('13800000003');
    expect(texts.some((m) => m.Code === 'SV_CASE_NEW' && m.Text.includes(c.CaseNo))).toBe(true);
    expect((await outbox('13800000001')).some((m) => m.Text.includes(c.CaseNo))).toBe(true);

    // the capture is evidence: the canteen and 西湖区 download it; 上城区 and another canteen do not
    const url = `${t.baseUrl}${c.Detections[0].FileUrl}`;
    const get = (cl: TestClient) => fetch(url, { headers: { cookie: cl.cookie ?? '' } }).then((r) => r.status);
    expect(await get(buyer)).toBe(200);
    expect(await get(xihu)).toBe(200);
    expect(await get(shangcheng)).toBe(404);
    expect(await get(otherBuyer)).toBe(404);
  });

  it('runs firm process → reject → process → pass to closed, each step recorded', async () => {
    const made = await push({ MonitorId: kitchenId, AbilityCode: 'smoking', Confidence: 0.8, CaptureTime: t.clock.now().toISOString() });
    const id = made.body.Data.CaseId;
    // the executor cannot review before the firm has rectified
    expect((await xihu.call('AI_Aiillegalresult/ManagerProcess', { Id: id, Pass: true, Remark: '' })).status).toBe(409);
    await buyer.ok('AI_Aiillegalresult/FirmProcess', { Id: id, Remark: '已批评教育', FileIds: [] });
    expect((await buyer.call('AI_Aiillegalresult/FirmProcess', { Id: id, Remark: '再交一次', FileIds: [] })).status).toBe(409);
    const noReason = await xihu.call('AI_Aiillegalresult/ManagerProcess', { Id: id, Pass: false, Remark: '' });
    expect(noReason.status).toBe(400);
    await xihu.ok('AI_Aiillegalresult/ManagerProcess', { Id: id, Pass: false, Remark: '未见禁烟标识' });
    expect((await xihu.ok('AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: id })).Status).toBe(1);
    await buyer.ok('AI_Aiillegalresult/FirmProcess', { Id: id, Remark: '已张贴禁烟标识', FileIds: [] });
    // 上城区 may not review a 西湖区 case
    expect((await shangcheng.call('AI_Aiillegalresult/ManagerProcess', { Id: id, Pass: true, Remark: '' })).status).toBe(403);
    await xihu.ok('AI_Aiillegalresult/ManagerProcess', { Id: id, Pass: true, Remark: '整改到位' });
    const done = await buyer.ok('AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: id });
    expect(done.Status).toBe(3);
    expect(done.ClosedTime).not.toBeNull();
    expect(done.Steps.map((s: { Step: string }) => s.Step)).toEqual(['detected', 'rectified', 'rejected', 'rectified', 'passed']);
  });

  it('files a report from the player with evidence and the five SMS flags: each duty gets its text', async () => {
    const form = new FormData();
    form.append('NodeType', '51');
    form.append('ModuleType', '16');
    form.append('file', new Blob([Buffer.from(image, 'base64')], { type: 'image/png' }), '抓拍截图_20261126120000.png');
    const up = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', body: form, headers: { cookie: xihu.cookie ?? '' } }).then((r) => r.json());
    const fileId = up.Data[0].Id as string;
    // the person picker: the executor among the district's people, the parent executor among the city's
    const district = await xihu.ok('BA_User/GetBA_UserByAreaCode', { Areacode: '330106', PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const above = await xihu.ok('BA_User/GetBA_UserByAreaCode', { Areacode: '3301', PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const me = district.find((p: { FullName: string }) => p.FullName === '李明');
    const parent = above.find((p: { FullName: string }) => p.FullName === '钱涛');
    expect(above.every((p: { FullName: string }) => p.FullName !== '李明')).toBe(true);
    // not a level beside its own
    expect((await xihu.call('BA_User/GetBA_UserByAreaCode', { Areacode: '330102' })).status).toBe(403);
    // the picker's department and position filters of the level above answer too, those beside it do not
    for (const filter of ['BA_Department/GetBA_DepartmentByAreaCode', 'BA_Position/GetBA_PositionByAreaCode'] as const) {
      const up = await xihu.ok(filter, { Areacode: '3301', PagerInfo: { PageIndex: 1, PageSize: 100 } });
      expect(up.every((d: { AreaCode: string }) => d.AreaCode === '3301')).toBe(true);
      expect((await xihu.call(filter, { Areacode: '330102' })).status).toBe(403);
    }
    const ability = (await xihu.ok('AI_Aiabilityunique/GetUniqueAbility', {})).find((a: { Code: string }) => a.Code === 'no_hat');
    const missing = await xihu.call('AI_Aiillegalresult/AddAI_Aiillegalresult', {
      AI_AiillegalresultInfo: { MonitorId: kitchenId, AbilityUniqueId: ability.Id, ToUserId: me.Id, ParentUserId: '', IllegalCapture: fileId },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe(SUPERVISION_MSG.parentExecutorRequired);
    // the canteen names a head of quality and a food-safety officer (their own staff's duties)
    const [firmRow] = await t.database.db.select({ id: users.firmId }).from(users).where(eq(users.phone, '13800000001'));
    const crew = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.firmId, firmRow?.id as string), eq(users.status, 1), sql`not (${users.duties} @> array['manager']::text[])`))
      .orderBy(users.phone)
      .limit(2);
    expect(crew.length).toBe(2);
    await t.database.db
      .update(users)
      .set({ duties: ['quality'] })
      .where(eq(users.id, crew[0]?.id as string));
    await t.database.db
      .update(users)
      .set({ duties: ['safety'] })
      .where(eq(users.id, crew[1]?.id as string));
    const { Id } = await xihu.ok('AI_Aiillegalresult/AddAI_Aiillegalresult', {
      AI_AiillegalresultInfo: {
        MonitorId: kitchenId,
        AbilityUniqueId: ability.Id,
        ToUserId: me.Id,
        ParentUserId: parent.Id,
        PushContent: '备餐间人员未戴工作帽',
        IllegalCapture: fileId,
        SMSFirmManager: 1,
        SMSFirmHeadOfQuality: 1,
        SMSFirmSecurityOfficer: 1,
        SMSExecutor: 1,
        SMSParentExecutor: 1,
      },
    });
    const c = await xihu.ok('AI_Aiillegalresult/GetAI_AiillegalresultById', { Id });
    expect(c).toMatchObject({ Source: 2, IllegalCapture: fileId, PushContent: '备餐间人员未戴工作帽', SMSParentExecutor: 1 });
    expect(c.Evidence[0].Sha256).toMatch(/^[0-9a-f]{64}$/);
    const firm = await t.database.db.select({ id: users.firmId }).from(users).where(eq(users.phone, '13800000001'));
    for (const duty of ['manager', 'quality', 'safety'] as const) {
      const holders = await t.database.db
        .select({ phone: users.phone })
        .from(users)
        .where(and(eq(users.firmId, firm[0]?.id as string), eq(users.status, 1), arrayOverlaps(users.duties, [duty])));
      expect(holders.length, duty).toBeGreaterThan(0);
      for (const h of holders)
        expect(
          (await outbox(h.phone)).some((m) => m.Code === 'SV_CASE_REPORT' && m.Text.includes(c.CaseNo)),
          `${duty} ${h.phone}`,
        ).toBe(true);
    }
    for (const phone of ['13800000003', '13800000007']) expect((await outbox(phone)).some((m) => m.Text.includes(c.CaseNo))).toBe(true);
    // the evidence now belongs to the canteen: it and 西湖区 read it, 上城区 does not
    const get = (cl: TestClient) => fetch(`${t.baseUrl}/v1/File/Download/${fileId}`, { headers: { cookie: cl.cookie ?? '' } }).then((r) => r.status);
    expect(await get(buyer)).toBe(200);
    expect(await get(xihu)).toBe(200);
    expect(await get(shangcheng)).toBe(404);
  });

  it('shows a false-positive mark in the ability’s rate', async () => {
    const before = (await operator.ok('AI_Aiabilityunique/GetUniqueAbility', {})).find((a: { Code: string }) => a.Code === 'phone');
    const made = await push({ MonitorId: kitchenId, AbilityCode: 'phone', Confidence: 0.5, CaptureTime: t.clock.now().toISOString() });
    expect((await buyer.call('AI_Aiillegalresult/Disposal', { Id: made.body.Data.CaseId, FalsePositive: true, Remark: '误报' })).status).toBe(403);
    await xihu.ok('AI_Aiillegalresult/Disposal', { Id: made.body.Data.CaseId, FalsePositive: true, Remark: '手持温度计，误报' });
    const after = (await operator.ok('AI_Aiabilityunique/GetUniqueAbility', {})).find((a: { Code: string }) => a.Code === 'phone');
    expect(after.Cases).toBe(before.Cases + 1);
    expect(after.FalsePositives).toBe(before.FalsePositives + 1);
    expect(after.FalsePositiveRate).toBeCloseTo(after.FalsePositives / after.Cases, 4);
    const board = await xihu.ok('AI_Aiillegalresult/GetDashboard', { Days: 7 });
    expect(board.Abilities.find((a: { Code: string }) => a.Code === 'phone').FalsePositives).toBeGreaterThan(0);
    expect(board.CamerasTotal).toBeGreaterThan(0);
  });

  it('escalates an overdue case once, yellow then red, with two instances running the job', async () => {
    const made = await push({ MonitorId: kitchenId, AbilityCode: 'bin_uncovered', Confidence: 0.7, CaptureTime: t.clock.now().toISOString() });
    const id = made.body.Data.CaseId as string;
    const twin = await twinOf(t);
    const errors: unknown[] = [];
    const every = supervisionJobs.filter((j) => j.name === 'violation-escalation').map((j) => ({ ...j, cron: '* * * * * *' }));
    // two schedulers: the twin's on PostgreSQL (another instance), or a second one in this process on PGlite
    const runs = [startJobs(t.deps, every, (e) => errors.push(e)), startJobs(twin?.deps ?? t.deps, every, (e) => errors.push(e))];
    const stepsOf = async (step: string) =>
      Number(
        (
          await t.database.db
            .select({ n: sql<number>`count(*)` })
            .from(violationSteps)
            .where(and(eq(violationSteps.caseId, id), eq(violationSteps.step, step)))
        )[0]?.n,
      );
    try {
      // grade 2: a 24-hour deadline; past it yellow, then 24 hours more, red
      t.clock.advance(25 * HOUR);
      await expect.poll(() => stepsOf('yellow'), { timeout: 8000, interval: 100 }).toBe(1);
      await new Promise((r) => setTimeout(r, 2500));
      expect(await stepsOf('yellow')).toBe(1);
      expect(await stepsOf('red')).toBe(0);
      t.clock.advance(25 * HOUR);
      await expect.poll(() => stepsOf('red'), { timeout: 8000, interval: 100 }).toBe(1);
      await new Promise((r) => setTimeout(r, 2500));
      expect(await stepsOf('red')).toBe(1);
    } finally {
      await Promise.all(runs.map((r) => r.stop()));
      await twin?.close();
    }
    expect(errors).toEqual([]);
    await login();
    const [row] = await t.database.db.select().from(violationCases).where(eq(violationCases.id, id));
    expect(row).toMatchObject({ status: 4, escalation: 2 });
    // the red card reached the parent executor, who now handles it; the district cannot
    expect((await outbox('13800000007')).some((m) => m.Code === 'SV_CASE_RED' && m.Text.includes(row?.caseNo as string))).toBe(true);
    expect((await xihu.ok('AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: id })).Can.ParentManagerProcess).toBe(false);
    expect((await xihu.call('AI_Aiillegalresult/ParentManagerProcess', { Id: id, Pass: true, Remark: '办结' })).status).toBe(403);
    await city.ok('AI_Aiillegalresult/ParentManagerProcess', { Id: id, Pass: true, Remark: '现场检查已整改' });
    expect((await buyer.ok('AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: id })).Status).toBe(3);
  });

  it('keeps cameras to their firm and area; a play address resolves through the media template', async () => {
    const mine = await buyer.ok('Monitor/GetMonitorList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(mine.every((m: { FirmName: string }) => m.FirmName.includes('阳光'))).toBe(true);
    const play = await xihu.ok('Monitor/GetPlayUrl', { PlayUrl: 'kitchen-1' });
    // the platform's own stream, behind a signed token for this camera and caller (media.test.ts)
    expect(play.PlayUrl).toMatch(/^\/v1\/Media\/live\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}\/index\.m3u8$/);
    expect(play.ExpireTime).not.toBeNull();
    expect(play.Live).toBe(true);
    expect((await shangcheng.call('Monitor/GetMonitorList', { AreaCode: '330106' })).status).toBe(403);
    const far = await shangcheng.ok('Monitor/GetMonitorList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(far.map((m: { Id: string }) => m.Id)).not.toContain(kitchenId);
    expect((await otherBuyer.call('Monitor/DeleteMonitor', { Id: kitchenId })).status).toBe(403);
    // a second school with a camera and no case: the wall must not lend it another school's cases
    const quiet = (await otherBuyer.ok('Monitor/SaveMonitor', { Name: '另一所学校后厨', Place: '一楼', MonitorType: 1, PlayUrl: 'kitchen-2' })).Id;
    const wall = await city.ok('Monitor/GetMonitorFirmList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(wall.length).toBeGreaterThan(1);
    // each firm's open cases are its own (those open, rectifying or escalated: status 1, 2, 4)
    for (const f of wall as { FirmId: string; OpenCases: number }[]) {
      const [row] = await rowsOf(t, sql`select count(*)::int as n from violation_cases where firm_id = ${f.FirmId} and status in (1, 2, 4)`);
      expect(f.OpenCases, f.FirmId).toBe(row?.n);
    }
    expect(new Set((wall as { OpenCases: number }[]).map((f) => f.OpenCases)).size).toBeGreaterThan(1);
    await otherBuyer.ok('Monitor/DeleteMonitor', { Id: quiet });
    const start = new Date(t.clock.now().getTime() - HOUR).toISOString();
    const end = new Date(t.clock.now().getTime() - 30 * 60_000).toISOString();
    const back = await xihu.ok('Monitor/GetPlaybackUrl', { PlayUrl: 'kitchen-1', StartTime: start, EndTime: end });
    expect(back.Embedded).toBe(true);
    expect(back.Url).toMatch(/^\/v1\/Media\/playback\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}\/index\.m3u8\?start=/);
    const wrong = await xihu.call('Monitor/GetPlaybackUrl', { PlayUrl: 'kitchen-1', StartTime: end, EndTime: start });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Message).toBe(SUPERVISION_MSG.playbackRange);
    const badUrl = await buyer.call('Monitor/SaveMonitor', { Name: 'x', MonitorType: 1, PlayUrl: 'ftp://nope' });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.Message).toBe(SUPERVISION_MSG.playUrlInvalid);
  });

  it('refuses a district supervisor an area filter outside its district (403) and lets the operator name any', async () => {
    await login();
    const page = { PagerInfo: { PageIndex: 1, PageSize: 10 } };
    const calls = [
      ['AI_Aiillegalresult/GetAI_AiillegalresultList', page],
      ['AI_Aiillegalresult/GetFirmList', page],
      ['AI_Aiillegalresult/GetDashboard', {}],
      ['Monitor/GetMonitorFirmList', page],
    ] as const;
    for (const [name, body] of calls) {
      const outside = await shangcheng.call(name, { ...body, AreaCode: '330106' });
      expect([outside.status, outside.body.Message], name).toEqual([403, '所选地区不在您的管辖范围内']);
      expect((await shangcheng.call(name, { ...body, AreaCode: '330102' })).status, name).toBe(200);
      expect((await operator.call(name, { ...body, AreaCode: '330106' })).status, name).toBe(200);
    }
  });
});
