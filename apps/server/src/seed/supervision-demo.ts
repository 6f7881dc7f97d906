import { asc, eq, inArray } from 'drizzle-orm';
import { getFirm } from '../modules/firm/firm.service.js';
import { firms } from '../modules/firm/firm.tables.js';
import { loadActor } from '../modules/iam/grants.js';
import { users } from '../modules/iam/iam.tables.js';
import { addPlatform, setPlatformAbilities } from '../modules/supervision/ai.service.js';
import { disposal, firmProcess, managerProcess, pushDetection } from '../modules/supervision/cases.service.js';
import { aiAbilities, aiPlatforms, monitors } from '../modules/supervision/supervision.tables.js';
import type { Deps } from '../platform/context.js';
import type { Db } from '../platform/db.js';
import { newId } from '../platform/ids.js';
import { BUYERS } from './catalogue-data.js';

const MIN = 60_000;

/** A small red-and-grey PNG standing for a camera's capture (drawn here; no picture is fetched). */
async function capturePng(label: number): Promise<string> {
  const sharp = (await import('sharp')).default;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#8a9199"/><rect x="${40 + label * 30}" y="70" width="60" height="80" fill="#3b4450"/><rect x="${120 + label * 20}" y="60" width="90" height="90" fill="none" stroke="#e53935" stroke-width="4"/></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

/**
 * The supervision demo: the two demo canteens' kitchen cameras on the platform's test streams
 * (kitchen-1 … kitchen-3, served by the media module), a demo AI platform offering every ability
 * (its key is not kept: renew it in the console to push detections), and a few cases made through
 * the real detection path and processed through the real steps: a rodent still open, a repeated
 * missing hat (count 2), smoking rectified and passed, a phone mistaken (误报).
 */
export async function seedSupervisionDemo(db: Db, deps: Deps, opts: { now: Date }): Promise<{ cameras: number; cases: number }> {
  const now = opts.now;
  const buyers = await db
    .select()
    .from(firms)
    .where(
      inArray(
        firms.name,
        BUYERS.slice(0, 2).map((b) => b.name),
      ),
    )
    .orderBy(asc(firms.createdAt));
  const [sunny, wenyuan] = buyers;
  if (!sunny) return { cameras: 0, cases: 0 };
  const made = [
    { firm: sunny, name: '后厨操作间', place: '一楼后厨', type: 1, url: 'kitchen-1' },
    { firm: sunny, name: '备餐间', place: '一楼备餐间', type: 1, url: 'kitchen-2' },
    { firm: sunny, name: '洗消间', place: '一楼洗消间', type: 2, url: 'kitchen-3' },
    ...(wenyuan ? [{ firm: wenyuan, name: '后厨操作间', place: '食堂后厨', type: 9, url: 'kitchen-1' }] : []),
  ].map((m) => ({
    id: newId(),
    firmId: m.firm.id,
    name: m.name,
    place: m.place,
    monitorType: m.type,
    playUrl: m.url,
    online: true,
    lastCheckedAt: now,
    createdAt: new Date(now.getTime() - 30 * 24 * 60 * MIN),
    updatedAt: now,
  }));
  await db.insert(monitors).values(made);
  const { Id: platformId } = await addPlatform(db, new Date(now.getTime() - 20 * 24 * 60 * MIN), {
    Name: '明厨亮灶AI识别平台（演示）',
    Vendor: '演示厂商',
    Description: '演示数据：识别未戴口罩、未戴帽、吸烟、玩手机、鼠患等',
  });
  const abilities = await db.select({ id: aiAbilities.id }).from(aiAbilities);
  await setPlatformAbilities(
    db,
    platformId,
    abilities.map((a) => a.id),
  );
  const [platform] = await db.select().from(aiPlatforms).where(eq(aiPlatforms.id, platformId));
  if (!platform) return { cameras: made.length, cases: 0 };
  const [kitchen, prep, wash] = made;
  const push = async (t: Db, monitorId: string, code: string, confidence: number, minutesAgo: number, label: number) =>
    pushDetection(t, deps, new Date(now.getTime() - minutesAgo * MIN), platform, {
      MonitorId: monitorId,
      AbilityCode: code,
      Confidence: confidence,
      CaptureTime: new Date(now.getTime() - minutesAgo * MIN).toISOString(),
      CaptureImage: await capturePng(label),
    });
  // each made inside its own transaction, as the operation would
  const tx = <T>(f: (t: Db) => Promise<T>) => db.transaction((t) => f(t as unknown as Db));
  await tx((t) => push(t, (kitchen as { id: string }).id, 'rodent', 0.93, 35, 1));
  await tx((t) => push(t, (prep as { id: string }).id, 'no_hat', 0.88, 180, 2));
  await tx((t) => push(t, (prep as { id: string }).id, 'no_hat', 0.9, 170, 3));
  const smoking = await tx((t) => push(t, (wash as { id: string }).id, 'smoking', 0.81, 26 * 60, 4));
  const phone = await tx((t) => push(t, (kitchen as { id: string }).id, 'phone', 0.52, 5 * 60, 5));
  // processed through the real steps by the canteen's manager and the district's supervisor
  const actorOf = async (phone: string) => {
    const [u] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
    return u ? loadActor(db, u, await getFirm(db, u.firmId), 'seed') : null;
  };
  const [manager, supervisor] = await Promise.all([actorOf('13800000001'), actorOf('13800000003')]);
  if (manager && supervisor) {
    await tx((t) =>
      firmProcess(t, deps, manager, new Date(now.getTime() - 22 * 60 * MIN), {
        Id: smoking.CaseId,
        Remark: '已对当班人员批评教育并组织复训，张贴禁烟标识。',
        FileIds: [],
      }),
    );
    await tx((t) => managerProcess(t, deps, supervisor, new Date(now.getTime() - 20 * 60 * MIN), { Id: smoking.CaseId, Pass: true, Remark: '整改到位。' }));
    await tx((t) =>
      disposal(t, deps, supervisor, new Date(now.getTime() - 4 * 60 * MIN), {
        Id: phone.CaseId,
        FalsePositive: true,
        Remark: '画面为手持温度计，非手机，误报。',
      }),
    );
  }
  return { cameras: made.length, cases: 4 };
}
