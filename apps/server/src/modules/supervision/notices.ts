import { CASE_STATUS, type CaseStatus, type Duty, endSentence, type NoticeFlag, VIOLATION_GRADES, type ViolationGrade } from '@shanlian/contract';
import type { Deps } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { holdersInArea, peopleByIds, staffWithDuties } from '../iam/duty-holders.service.js';
import { postMessage } from '../message/message.service.js';
import type { violationCases } from './supervision.tables.js';

type CaseRow = typeof violationCases.$inferSelect;

/** The events a case notifies (one SMS template, `case` in SMS_TEMPLATES, takes the event's title as a parameter). */
export const CASE_EVENTS = {
  created: { code: 'SV_CASE_NEW', title: '新的违规记录' },
  reported: { code: 'SV_CASE_REPORT', title: '监管人员上报违规' },
  returned: { code: 'SV_CASE_RETURN', title: '整改未通过，请重新整改' },
  rectified: { code: 'SV_CASE_RECTIFIED', title: '单位已提交整改，待复核' },
  yellow: { code: 'SV_CASE_YELLOW', title: '违规整改超期（黄牌）' },
  red: { code: 'SV_CASE_RED', title: '违规整改严重超期，已升级（红牌）' },
  escalated: { code: 'SV_CASE_ESCALATE', title: '违规记录已提请上级处理' },
  closed: { code: 'SV_CASE_CLOSED', title: '违规记录已办结' },
  reminder: { code: 'SV_CASE_REMIND', title: '违规整改提醒' },
} as const;
export type CaseEvent = keyof typeof CASE_EVENTS;

const DUTY_OF: Partial<Record<NoticeFlag, Duty>> = { SMSFirmManager: 'manager', SMSFirmHeadOfQuality: 'quality', SMSFirmSecurityOfficer: 'safety' };

/** The text of an event's SMS (one template per event; the values are the case's). */
export function noticeText(event: CaseEvent, c: CaseRow, deadline: string): string {
  const what = `${c.firmName}「${c.monitorName || '摄像头'}」${c.abilityName}（${VIOLATION_GRADES[c.grade as ViolationGrade] ?? ''}，编号 ${c.caseNo}）`;
  switch (event) {
    case 'created':
      return `【膳链】明厨亮灶AI识别到${what}，请于 ${deadline} 前完成整改并在平台提交整改说明。`;
    case 'reported':
      return `【膳链】监管人员上报${what}${c.pushContent ? `：${endSentence(c.pushContent)}` : '。'}请于 ${deadline} 前完成整改。`;
    case 'returned':
      return `【膳链】${what}的整改未通过复核，请于 ${deadline} 前重新整改。`;
    case 'rectified':
      return `【膳链】${what}已提交整改，请及时复核。`;
    case 'yellow':
      return `【膳链】${what}已超过整改期限（黄牌），请于 ${deadline} 前完成整改，逾期将升级至上级监管部门。`;
    case 'red':
      return `【膳链】${what}严重超期未整改（红牌），已升级至上级监管部门处理。`;
    case 'escalated':
      return `【膳链】${what}已由辖区监管人员提请上级监管部门处理。`;
    case 'closed':
      return `【膳链】${what}已办结（${CASE_STATUS[c.status as CaseStatus] ?? ''}）。`;
    case 'reminder':
      return `【膳链】提醒：${what}当前状态为${CASE_STATUS[c.status as CaseStatus] ?? ''}，请及时处理。`;
  }
}

/**
 * Sends an event's notice: an SMS through the provider to each distinct phone among the people
 * holding the flagged duties (firm manager, head of quality, food-safety officer, the case's
 * executor and parent executor), and a message in the firm's box. Answers the texts sent.
 */
export async function notify(
  db: Db,
  deps: Pick<Deps, 'sms'>,
  now: Date,
  c: CaseRow,
  event: CaseEvent,
  flags: Readonly<Record<NoticeFlag, boolean>>,
  deadline: string,
): Promise<number> {
  const duties = (Object.keys(DUTY_OF) as NoticeFlag[]).filter((f) => flags[f]).map((f) => DUTY_OF[f] as Duty);
  const phones = new Set<string>();
  for (const p of await staffWithDuties(db, c.firmId, duties)) if (p.phone) phones.add(p.phone);
  const named = await peopleByIds(
    db,
    [flags.SMSExecutor ? c.toUserId : null, flags.SMSParentExecutor ? c.parentUserId : null].filter((x): x is string => !!x),
  );
  for (const p of named.values()) if (p.phone) phones.add(p.phone);
  const text = noticeText(event, c, deadline);
  const { code } = CASE_EVENTS[event];
  const params = {
    event: CASE_EVENTS[event].title,
    caseNo: c.caseNo,
    firm: c.firmName,
    ability: c.abilityName,
    status: CASE_STATUS[c.status as CaseStatus] ?? '',
    deadline,
  };
  for (const phone of phones) await deps.sms.send(db, { phone, template: 'case', params, code, purpose: 'supervision-case', text });
  await postMessage(db, { firmId: c.firmId, kind: 'supervision', title: CASE_EVENTS[event].title, body: text.replace(/^【膳链】/, ''), link: null, now });
  return phones.size;
}

/** The executor and parent executor an AI detection's case is assigned to: the first reviewers of the firm's district and of the level above. */
export async function defaultExecutors(db: Db, areaCode: string) {
  const parentCode = areaCode.length > 2 ? areaCode.slice(0, areaCode.length - 2) : null;
  const [own, parent] = await Promise.all([
    holdersInArea(db, areaCode, 'violation:review'),
    parentCode ? holdersInArea(db, parentCode, 'violation:review') : Promise.resolve([]),
  ]);
  return { executor: own[0] ?? null, parent: parent[0] ?? null };
}
