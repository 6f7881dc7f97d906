/**
 * 阳光食堂 (CONTRACT "Parents and the public"): what a school shows parents and the public — its
 * published weeks with their nutrition — and the messages of those operations. Plain values,
 * shared by the server and the browser.
 */

export const SUNSHINE_MSG = {
  weekStartMonday: '请选择一周的周一',
  schoolNotFound: '未找到该学校',
  weekNotFound: '未找到该营养套餐',
  publishedNeedsMeals: '该营养套餐还没有安排任何餐次，不能公布',
  publishTooFar: '只能公布本周起 8 周内的菜谱',
  tooManyReads: '查询过于频繁，请一分钟后再试',
} as const;

/** How far ahead a school may publish a week: this week and the next seven. */
export const PUBLISH_WEEKS_AHEAD = 8;
/** Public reads of school pages per address and window (as the public trace's). */
export const PUBLIC_SCHOOL_READS = { max: 60, windowMs: 60_000 } as const;
/** Published weeks a school page lists to choose from, newest first. */
export const PUBLISHED_WEEKS_LISTED = 20;
/** The window of supervision cases a school page counts (days). */
export const INSPECTION_WINDOW_DAYS = 90;

/** The food-safety quantified grade's words (食品安全量化分级). */
export const QUANTIFIED_GRADE_NAMES: Record<string, string> = { A: '优秀', B: '良好', C: '一般' };

/** The Monday (YYYY-MM-DD) of the week that holds a China-time date given as YYYY-MM-DD. */
export function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}
