/**
 * The demo of 阳光食堂: the demo school publishes its week (this week and the one before), parents
 * have written to it — one feedback replied, one closed and rated, one left unanswered for more
 * than the working days allowed and so passed to the district's supervisors — and the school's
 * people recorded 陪餐 on most, not all, of the meals served so far (the gaps show in coverage).
 * Deterministic: the same seed day gives the same rows.
 */
import { addDays, afterWorkingDays, FEEDBACK_REPLY_WORKING_DAYS, formatChinaDate, mondayOf } from '@shanlian/contract';
import { and, asc, eq } from 'drizzle-orm';
import { firms } from '../modules/firm/firm.tables.js';
import { users } from '../modules/iam/iam.tables.js';
import { weekFeedingEntries } from '../modules/planning/planning.tables.js';
import { accompanyMeals, feedbackReplies, feedbacks, weekPublications } from '../modules/sunshine/sunshine.tables.js';
import type { Db } from '../platform/db.js';
import { newId } from '../platform/ids.js';

const DAY = 86_400_000;
/** China midnight of a YYYY-MM-DD date plus some hours. */
const at = (day: string, hours: number) => new Date(new Date(`${day}T00:00:00+08:00`).getTime() + hours * 3_600_000);

const NOTES = ['饭菜温度合适，学生吃得干净', '青菜略咸，已提醒厨房少放盐', '分量充足，米饭软硬适中', '汤偏淡，整体满意', '菜品新鲜，就餐秩序良好'];

export async function seedSunshineDemo(
  db: Db,
  o: { schoolId: string; weekId: string; buyerPhone: string; now: Date },
): Promise<{ published: number; feedbacks: number; accompanied: number; served: number }> {
  const { schoolId, weekId, now } = o;
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.phone, o.buyerPhone));
  const buyerId = buyer?.id ?? null;
  const today = formatChinaDate(now);
  const monday = mondayOf(today);
  const weeks = [addDays(monday, -7), monday];
  await db.insert(weekPublications).values(
    weeks.map((weekStart, i) => ({
      id: newId(),
      firmId: schoolId,
      weekFeedingId: weekId,
      weekStart,
      publishedBy: buyerId,
      publishedAt: i === 0 ? at(addDays(weekStart, -3), 16) : new Date(now.getTime() - 2 * DAY),
    })),
  );

  // parents' feedback: replied; closed and rated; unanswered past the deadline (escalated)
  const [firm] = await db.select({ areaCode: firms.areaCode }).from(firms).where(eq(firms.id, schoolId));
  const areaCode = firm?.areaCode ?? '';
  const replied = newId();
  const closed = newId();
  const waiting = newId();
  const created = (workingDaysAgo: number, hours: number) => {
    // back from today by whole working days, at a fixed hour
    let d = today;
    let left = workingDaysAgo;
    while (left > 0) {
      d = addDays(d, -1);
      const w = new Date(`${d}T00:00:00Z`).getUTCDay();
      if (w !== 0 && w !== 6) left--;
    }
    return at(d, hours);
  };
  const waitingAt = created(FEEDBACK_REPLY_WORKING_DAYS + 2, 9);
  await db.insert(feedbacks).values([
    {
      id: replied,
      trackingCode: 'DEMOFB0001',
      firmId: schoolId,
      areaCode,
      phone: '13900010001',
      category: 2,
      content: '孩子说这周午餐的米饭不够吃，能否按需添饭？',
      status: 2,
      createdAt: created(2, 19),
      repliedAt: created(1, 10),
    },
    {
      id: closed,
      trackingCode: 'DEMOFB0002',
      firmId: schoolId,
      areaCode,
      phone: '13900010002',
      category: 4,
      content: '孩子对花生过敏，想确认菜品中是否含有花生。',
      status: 3,
      createdAt: created(6, 20),
      repliedAt: created(5, 11),
      closedAt: created(4, 9),
      rating: 5,
      ratedAt: created(4, 20),
    },
    {
      id: waiting,
      trackingCode: 'DEMOFB0003',
      firmId: schoolId,
      areaCode,
      phone: '13900010003',
      category: 3,
      content: '看到食堂窗口的餐盘边上有残渣，希望加强餐具清洗消毒。',
      status: 1,
      createdAt: waitingAt,
      escalatedAt: afterWorkingDays(waitingAt, FEEDBACK_REPLY_WORKING_DAYS),
    },
  ]);
  await db.insert(feedbackReplies).values([
    { id: newId(), feedbackId: replied, content: '感谢反馈！食堂已设置添饭窗口，学生可按需添饭。', userId: buyerId, createdAt: created(1, 10) },
    {
      id: newId(),
      feedbackId: closed,
      content: '本周菜品均不含花生，已将孩子信息登记到过敏名单，配餐时单独留意。',
      userId: buyerId,
      createdAt: created(5, 11),
    },
  ]);

  // 陪餐: the school's active people in turn, on every served meal but every fourth
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.firmId, schoolId), eq(users.status, 1)))
    .orderBy(asc(users.phone));
  const slots = await db
    .selectDistinct({ dayOfWeek: weekFeedingEntries.dayOfWeek, packageType: weekFeedingEntries.packageType })
    .from(weekFeedingEntries)
    .where(eq(weekFeedingEntries.weekFeedingId, weekId));
  const served = weeks
    .flatMap((w) => slots.map((s) => ({ date: addDays(w, s.dayOfWeek - 1), meal: s.packageType })))
    .filter((m) => m.date <= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.meal - b.meal);
  const rows: (typeof accompanyMeals.$inferInsert)[] = [];
  if (people.length > 0) {
    for (const [i, m] of served.entries()) {
      if (i % 4 === 3) continue;
      const person = people[i % people.length]?.id as string;
      rows.push({
        id: newId(),
        firmId: schoolId,
        date: m.date,
        meal: m.meal,
        userId: person,
        rating: 3 + (i % 3),
        notes: NOTES[i % NOTES.length] as string,
        createdBy: person,
        createdAt: at(m.date, m.meal === 1 ? 8 : m.meal === 2 ? 13 : 19),
      });
    }
  }
  if (rows.length > 0) await db.insert(accompanyMeals).values(rows);
  return { published: weeks.length, feedbacks: 3, accompanied: rows.length, served: served.length };
}
