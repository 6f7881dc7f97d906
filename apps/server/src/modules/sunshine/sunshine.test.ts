import { addDays, formatChinaDate, mondayOf, PUBLIC_SCHOOL_READS, type TSchoolWeek } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { users } from '../iam/iam.tables.js';

const PAGE = { PageIndex: 1, PageSize: 100 };

/** Every string of an answer, walked. */
function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
  return out;
}

describe.each(BACKENDS)('阳光食堂: a school publishes its week and the public reads it, on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let firmId: string;
  let weekId: string;
  let monday: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    const me = await buyer.ok('Account/GetCurrentUser', {});
    firmId = me.FirmId;
    const [week] = await buyer.ok('WeekFeeding/GetWeekFeedingList', { SearchName: '三年级营养周菜谱', PagerInfo: PAGE });
    weekId = week.Id;
    monday = mondayOf(formatChinaDate(t.clock.now()));
    // the demo publishes this package for this week and the last: withdrawn, the school starts with nothing public
    await buyer.ok('WeekFeeding/PublishWeek', { Id: weekId, Published: false });
  });
  afterAll(() => t.close());

  it('answers nothing of a week the school has not published, and lists the school without a week', async () => {
    const anyone = t.client();
    const page = await anyone.ok('Public/GetSchoolWeek', { FirmId: firmId });
    expect(page.School.FirmName).toBe('阳光实验小学食堂');
    expect(page.WeekStart).toBeNull();
    expect(page.Days).toEqual([]);
    expect(page.PublishedWeeks).toEqual([]);
    const list = await anyone.call('Public/GetSchoolList', { SearchName: '阳光', PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(list.body.Data.map((s: { FirmId: string }) => s.FirmId)).toContain(firmId);
    expect(list.body.Data.find((s: { FirmId: string }) => s.FirmId === firmId).LatestWeekStart).toBeNull();
    expect(list.body.PagerInfo.RowCount).toBeGreaterThanOrEqual(1);
  });

  it('lets only the school publish its own package, this week or up to 8 weeks ahead, on a Monday', async () => {
    const other = await t.client().login('13800000005');
    const refused = await other.call('WeekFeeding/PublishWeek', { Id: weekId, Published: true });
    expect(refused.status).toBe(403);
    const supplier = await t.asSupplier();
    expect((await supplier.call('WeekFeeding/PublishWeek', { Id: weekId, Published: true })).status).toBe(403);
    expect((await t.client().call('WeekFeeding/PublishWeek', { Id: weekId, Published: true })).status).toBe(401);
    const tuesday = await buyer.call('WeekFeeding/PublishWeek', { Id: weekId, Published: true, WeekStart: addDays(monday, 1) });
    expect(tuesday.status).toBe(400);
    expect(tuesday.body.Message).toBe('请选择一周的周一');
    const far = await buyer.call('WeekFeeding/PublishWeek', { Id: weekId, Published: true, WeekStart: addDays(monday, 7 * 8) });
    expect(far.status).toBe(400);
    expect(far.body.Message).toBe('只能公布本周起 8 周内的菜谱');
    const past = await buyer.call('WeekFeeding/PublishWeek', { Id: weekId, Published: true, WeekStart: addDays(monday, -7) });
    expect(past.status).toBe(400);
    expect((await buyer.call('WeekFeeding/PublishWeek', { Id: 'nope', Published: true })).status).toBe(404);
    // nothing was published by the refusals
    expect(await buyer.ok('WeekFeeding/GetPublishedWeeks', {})).toEqual([]);
  });

  it('shows the published week: meals with dishes and grams, the day against the standard, where ingredients came from', async () => {
    const done = await buyer.ok('WeekFeeding/PublishWeek', { Id: weekId, Published: true });
    expect(done).toEqual({ Id: weekId, WeekStart: monday });
    const mine = await buyer.ok('WeekFeeding/GetPublishedWeeks', {});
    expect(mine.map((w: { WeekStart: string }) => w.WeekStart)).toEqual([monday]);
    expect(mine[0].WeekFeedingName).toBe('三年级营养周菜谱');

    const page = await t.client().ok('Public/GetSchoolWeek', { FirmId: firmId });
    expect(page.WeekStart).toBe(monday);
    expect(page.PublishedWeeks).toEqual([monday]);
    expect(page.AgeGroupName).toBe('9~11岁');
    expect(page.Days.map((d: { Date: string }) => d.Date)).toEqual([0, 1, 2, 3, 4].map((i) => addDays(monday, i)));
    // the same analysis the school's own page shows
    const analysis = await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id: weekId });
    for (const day of page.Days) {
      const own = analysis.Days.find((d: { DayOfWeek: number }) => d.DayOfWeek === day.DayOfWeek);
      expect(day.Meals.length).toBeGreaterThan(0);
      expect(day.Energy.Amount).toBeCloseTo(own.Total.EnergyKcal, 0);
      expect(day.Energy.Min).toBe(90);
      expect(day.Energy.Max).toBe(110);
      expect(day.Protein.Min).toBe(80);
      expect(day.FatEnergyPct.Min).toBe(20);
      expect(day.FatEnergyPct.Max).toBe(30);
      for (const meal of day.Meals) {
        expect(meal.Name).not.toBe('');
        expect(meal.Dishes.length).toBeGreaterThan(0);
        for (const dish of meal.Dishes) for (const i of dish.Ingredients) expect(i.Grams).toBeGreaterThan(0);
      }
    }
    const week = page as TSchoolWeek;
    const ingredients = week.Days.flatMap((d) => d.Meals.flatMap((m) => m.Dishes.flatMap((x) => x.Ingredients)));
    // the kitchen's batches: a producer and a public trace for the ingredients it took in
    const traced = ingredients.filter((i: { TraceId: string | null }) => i.TraceId);
    expect(traced.length).toBeGreaterThan(0);
    const trail = await t.client().call('Trace/GetFoodTraceTrailByOrderDetailId', { OrderDetailId: traced[0]?.TraceId as string });
    expect(trail.status).toBe(200);
    // a meal kitchen's batch is the kitchen's (a supplier): no school page; the trace of goods the
    // school itself took in leads back to the school's page
    expect(trail.body.Data.SchoolPage).toBe(false);
    const [received] = await buyer.ok('Trace/GetPurchaseLedger', { PagerInfo: { PageIndex: 1, PageSize: 1 } });
    const own = await t.client().ok('Trace/GetFoodTraceTrailByOrderDetailId', { OrderDetailId: received.Id });
    expect(own).toMatchObject({ SchoolPage: true, Firm: { FirmId: firmId } });
    expect(traced.every((i: { Origin: string | null }) => i.Origin)).toBe(true);
    expect(page.Licences.length).toBeGreaterThan(0);
    expect(page.Inspection).toMatchObject({ Cases: expect.any(Number), Closed: expect.any(Number) });

    const list = await t.client().ok('Public/GetSchoolList', { SearchName: '阳光', PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(list.find((s: { FirmId: string }) => s.FirmId === firmId).LatestWeekStart).toBe(monday);
  });

  it('says nothing private: no phone number, price, contact or person’s name in the public answers', async () => {
    const anyone = t.client();
    const page = await anyone.ok('Public/GetSchoolWeek', { FirmId: firmId });
    const list = await anyone.ok('Public/GetSchoolList', { PagerInfo: PAGE });
    const text = [...strings(page), ...strings(list)];
    const json = JSON.stringify({ page, list });
    expect(text.filter((s) => /1[3-9]\d{9}/.test(s))).toEqual([]);
    expect(json).not.toMatch(/Price|Phone|Contact|Amount"?:\s*"?¥|FullName|UserName|Mobile/i);
    // the people of the demo firms, by name, appear nowhere
    const people = await t.database.db.select({ name: users.fullName, phone: users.phone }).from(users);
    expect(people.length).toBeGreaterThan(5);
    for (const p of people) {
      if (p.name.length >= 2) expect(json, p.name).not.toContain(p.name);
      expect(json, p.phone).not.toContain(p.phone);
    }
  });

  it('withdraws a week, and answers another school’s page without this school’s week', async () => {
    await buyer.ok('WeekFeeding/PublishWeek', { Id: weekId, Published: false });
    const page = await t.client().ok('Public/GetSchoolWeek', { FirmId: firmId });
    expect(page.WeekStart).toBeNull();
    expect((await t.client().call('Public/GetSchoolWeek', { FirmId: 'nope' })).status).toBe(404);
    // a supplier is no school: not found
    const supplier = await t.asSupplier();
    const supplierFirm = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
    expect((await t.client().call('Public/GetSchoolWeek', { FirmId: supplierFirm })).status).toBe(404);
  });

  it('counts the public reads per address (429 with Retry-After beyond the window’s reads)', async () => {
    const anyone = t.client();
    let last = 200;
    for (let i = 0; i <= PUBLIC_SCHOOL_READS.max + 1 && last === 200; i++) {
      last = (await anyone.raw('Public/GetSchoolList', { PagerInfo: { PageIndex: 1, PageSize: 1 } })).status;
    }
    expect(last).toBe(429);
  });
});
