import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { firms } from '../firm/firm.tables.js';
import { users } from '../iam/iam.tables.js';

/** A kitchen camera of a buyer firm (明厨亮灶): its play address is an http link or a device identifier. */
export const monitors = pgTable(
  'monitors',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
    place: text('place').notNull().default(''),
    /** Camera type (MONITOR_TYPES): decides how playback opens. */
    monitorType: integer('monitor_type').notNull(),
    playUrl: text('play_url').notNull(),
    /** Whether the stream answered at the last check (the monitor probe job). */
    online: boolean('online').notNull().default(false),
    lastCheckedAt: at('last_checked_at'),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('monitors_firm_idx').on(t.firmId, t.createdAt), index('monitors_play_url_idx').on(t.playUrl)],
);

/** An AI detection platform; only the SHA-256 of its access key is kept. */
export const aiPlatforms = pgTable(
  'ai_platforms',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    vendor: text('vendor').notNull().default(''),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    keyHash: text('key_hash').notNull(),
    keyCreatedAt: at('key_created_at').notNull(),
    lastPushAt: at('last_push_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('ai_platforms_key_uq').on(t.keyHash)],
);

/** What can be seen (AI_Aiabilityunique): no mask, smoking, rodent …, with its grade and own deadline. */
export const aiAbilities = pgTable(
  'ai_abilities',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    grade: integer('grade').notNull(),
    /** null: the grade's deadline. */
    deadlineHours: integer('deadline_hours'),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('ai_abilities_code_uq').on(t.code), check('ai_abilities_grade', sql`${t.grade} in (1, 2, 3)`)],
);

/** Which abilities a platform offers (AI_Aiplatability). */
export const aiPlatformAbilities = pgTable(
  'ai_platform_abilities',
  {
    id: text('id').primaryKey(),
    platformId: text('platform_id')
      .notNull()
      .references(() => aiPlatforms.id, { onDelete: 'cascade' }),
    abilityId: text('ability_id')
      .notNull()
      .references(() => aiAbilities.id),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('ai_platform_abilities_uq').on(t.platformId, t.abilityId)],
);

/** The handling rule of each grade (operators' settings). */
export const violationGrades = pgTable(
  'violation_grades',
  {
    grade: integer('grade').primaryKey(),
    deadlineHours: integer('deadline_hours').notNull(),
    yellowHours: integer('yellow_hours').notNull(),
    mergeWindowMinutes: integer('merge_window_minutes').notNull(),
    smsFirmManager: boolean('sms_firm_manager').notNull(),
    smsFirmHeadOfQuality: boolean('sms_firm_head_of_quality').notNull(),
    smsFirmSecurityOfficer: boolean('sms_firm_security_officer').notNull(),
    smsExecutor: boolean('sms_executor').notNull(),
    smsParentExecutor: boolean('sms_parent_executor').notNull(),
    updatedBy: text('updated_by'),
    updatedAt: at('updated_at'),
  },
  (t) => [check('violation_grades_grade', sql`${t.grade} in (1, 2, 3)`)],
);

/**
 * A violation case (AI_Aiillegalresult): from AI detections (repeats within the window join it)
 * or from a report filed at the player. Status 1 awaiting the firm, 2 awaiting review, 3 closed,
 * 4 escalated, 5 false positive; escalation 0, 1 yellow, 2 red.
 */
export const violationCases = pgTable(
  'violation_cases',
  {
    id: text('id').primaryKey(),
    caseNo: text('case_no').notNull(),
    source: integer('source').notNull(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    firmName: text('firm_name').notNull(),
    areaCode: text('area_code').notNull(),
    monitorId: text('monitor_id').references(() => monitors.id, { onDelete: 'set null' }),
    monitorName: text('monitor_name').notNull().default(''),
    playUrl: text('play_url').notNull().default(''),
    monitorType: integer('monitor_type'),
    abilityId: text('ability_id')
      .notNull()
      .references(() => aiAbilities.id),
    abilityCode: text('ability_code').notNull(),
    abilityName: text('ability_name').notNull(),
    grade: integer('grade').notNull(),
    platformId: text('platform_id').references(() => aiPlatforms.id, { onDelete: 'set null' }),
    platformName: text('platform_name').notNull().default(''),
    status: integer('status').notNull(),
    escalation: integer('escalation').notNull().default(0),
    deadlineAt: at('deadline_at').notNull(),
    detectionCount: integer('detection_count').notNull().default(1),
    confidence: doublePrecision('confidence'),
    firstAt: at('first_at').notNull(),
    lastAt: at('last_at').notNull(),
    closedAt: at('closed_at'),
    toUserId: text('to_user_id').references(() => users.id),
    toUserName: text('to_user_name').notNull().default(''),
    toUserPhone: text('to_user_phone').notNull().default(''),
    parentUserId: text('parent_user_id').references(() => users.id),
    parentUserName: text('parent_user_name').notNull().default(''),
    parentUserPhone: text('parent_user_phone').notNull().default(''),
    pushContent: text('push_content').notNull().default(''),
    captureFileId: text('capture_file_id'),
    videoFileId: text('video_file_id'),
    smsFirmManager: boolean('sms_firm_manager').notNull().default(false),
    smsFirmHeadOfQuality: boolean('sms_firm_head_of_quality').notNull().default(false),
    smsFirmSecurityOfficer: boolean('sms_firm_security_officer').notNull().default(false),
    smsExecutor: boolean('sms_executor').notNull().default(false),
    smsParentExecutor: boolean('sms_parent_executor').notNull().default(false),
    reportedBy: text('reported_by'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('violation_cases_no_uq').on(t.caseNo),
    index('violation_cases_area_idx').on(t.areaCode, t.createdAt),
    index('violation_cases_firm_idx').on(t.firmId, t.createdAt),
    // the merge of repeats and the escalation job read open cases
    index('violation_cases_open_idx').on(t.monitorId, t.abilityId, t.lastAt).where(sql`${t.status} in (1, 2, 4)`),
    index('violation_cases_deadline_idx').on(t.deadlineAt).where(sql`${t.status} = 1`),
    check('violation_cases_status', sql`${t.status} between 1 and 5`),
    check('violation_cases_escalation', sql`${t.escalation} between 0 and 2`),
  ],
);

/** Every step of a case: who did what, with which note and files; append-only. */
export const violationSteps = pgTable(
  'violation_steps',
  {
    id: text('id').primaryKey(),
    caseId: text('case_id')
      .notNull()
      .references(() => violationCases.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    userId: text('user_id'),
    userName: text('user_name').notNull().default(''),
    remark: text('remark').notNull().default(''),
    fileIds: text('file_ids').array().notNull().default(sql`'{}'::text[]`),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('violation_steps_case_idx').on(t.caseId, t.at)],
);

/**
 * Each detection an AI platform pushed, with its captured image (stored as a file with its SHA-256).
 * A platform names each detection once (`event_id`: its EventId, or one made of the camera, ability
 * and capture time); a push naming it again is answered with the count it got the first time
 * (`case_count`) and writes nothing (decision 021). Rows from before carry no event.
 */
export const aiDetections = pgTable(
  'ai_detections',
  {
    id: text('id').primaryKey(),
    caseId: text('case_id')
      .notNull()
      .references(() => violationCases.id, { onDelete: 'cascade' }),
    platformId: text('platform_id')
      .notNull()
      .references(() => aiPlatforms.id, { onDelete: 'cascade' }),
    confidence: doublePrecision('confidence').notNull(),
    capturedAt: at('captured_at').notNull(),
    receivedAt: at('received_at').notNull(),
    fileId: text('file_id'),
    sha256: text('sha256').notNull().default(''),
    eventId: text('event_id'),
    /** The case's count this detection was answered with. */
    caseCount: integer('case_count'),
  },
  (t) => [index('ai_detections_case_idx').on(t.caseId, t.capturedAt), uniqueIndex('ai_detections_event_uq').on(t.platformId, t.eventId)],
);
