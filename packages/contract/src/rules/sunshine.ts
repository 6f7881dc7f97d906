/**
 * 阳光食堂 (CONTRACT "Parents and the public"): what a school shows parents and the public — its
 * published weeks with their nutrition — and the messages of those operations. Plain values,
 * shared by the server and the browser.
 */

export const SUNSHINE_MSG = {
  schoolNotFound: '未找到该学校',
  weekNotFound: '未找到该营养套餐',
  publishedNeedsMeals: '该营养套餐还没有安排任何餐次，不能公布',
  publishTooFar: '只能公布本周起 8 周内的菜谱',
  tooManyReads: '查询过于频繁，请一分钟后再试',
  categoryRequired: '请选择反馈类别',
  contentRequired: '请填写反馈内容',
  contentTooLong: '反馈内容不能超过500字',
  replyRequired: '请填写回复内容',
  replyTooLong: '回复内容不能超过500字',
  feedbackNotFound: '未找到该反馈，请核对查询码',
  feedbackClosed: '该反馈已关闭',
  trackingCodeRequired: '请填写查询码',
  ratingRange: '请给出1到5星的评价',
  rateBeforeReply: '学校回复后才能评价',
  alreadyRated: '该反馈已评价过',
  mealRequired: '请选择餐次',
  accompanyDateRequired: '请选择陪餐日期',
  accompanyFuture: '不能登记未来日期的陪餐',
  accompanyPersonRequired: '请选择陪餐人员',
  accompanyPersonNotStaff: '陪餐人员须为本单位在职人员',
  accompanyDuplicate: '该人员这一餐的陪餐已登记',
  notesTooLong: '陪餐记录不能超过500字',
  photosTooMany: '照片最多9张',
  feedbackPhotosTooMany: '照片最多3张',
  photoVerifyFirst: '请先获取并填写短信验证码，再上传照片',
  photoNotYours: '照片须由本手机号上传，请重新上传照片',
  photoTooOften: '上传照片过于频繁，请稍后再试',
  rangeTooLong: '日期范围不能超过92天',
  figuresRangeTooLong: '日期范围不能超过366天',
} as const;

/** What a parent's feedback is about (CONTRACT "Parents and the public"). */
export const FEEDBACK_CATEGORIES: Record<number, string> = { 1: '饭菜质量', 2: '分量', 3: '卫生', 4: '过敏与特殊饮食', 5: '其他' };
/** 1 awaiting the school's reply, 2 replied, 3 closed. */
export const FEEDBACK_STATUS: Record<number, string> = { 1: '待回复', 2: '已回复', 3: '已关闭' };
/** Working days (work-calendar.ts: Monday to Friday unless the platform's calendar says otherwise) a school has to reply before its district's supervisors are told. */
export const FEEDBACK_REPLY_WORKING_DAYS = 3;
export const FEEDBACK_CONTENT_MAX = 500;
/** Photos a parent adds to a feedback, and uploads a phone may make an hour. */
export const FEEDBACK_PHOTOS_MAX = 3;
export const FEEDBACK_PHOTOS_PER_HOUR = 9;
/** Parents' photo uploads per address and window (besides the phone's hourly count). */
export const FEEDBACK_PHOTO_UPLOADS = { max: 10, windowMs: 600_000 } as const;
/** 阳光食堂's figures cover the last 30 days unless a range is given. */
export const SUNSHINE_FIGURES_DAYS = 30;
/** Schools the figures rank by feedback. */
export const SUNSHINE_FIGURES_SCHOOLS = 10;
/** Schools whose 陪餐 coverage the figures count (a district's schools; the operator's whole platform beyond it reads the coverage page). */
export const SUNSHINE_FIGURES_COVERAGE_SCHOOLS = 1000;
/** The meals of a 陪餐 record (1 breakfast, 2 lunch, 3 dinner). */
export const ACCOMPANY_MEALS: Record<number, string> = { 1: '早餐', 2: '午餐', 3: '晚餐' };

/** A parent's phone as a school sees it: 138****0001. */
export function maskPhoneMiddle(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone.replace(/\d(?=\d{4})/g, '*');
}

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
