/**
 * Supervision (明厨亮灶): the codes, limits and messages that the server and the browser share:
 * cameras and their streams (spec 02 §4, §5, §9), the live player's constants, violation cases
 * and their processing (spec 02 §7), the grades of AI abilities and the escalation colours.
 */

/** Spec 02 §5, §8 and the player's own refusals. */
export const SUPERVISION_MSG = {
  captureFailed: '图片截取失败, 请重试',
  recordFailed: '录制失败',
  nothingToUpload: '未找到可上传的数据内容',
  noVideo: '暂无视频',
  loadFailed: '加载失败',
  pluginWarning: '如无法播放回放视频，请下载安装视频插件后刷新页面',
  downloadPlugin: '下载视频插件',
  refresh: '刷新',
  playUrlInvalid: '播放地址须为 http 链接或设备编号',
  playUrlUnknown: '未找到该播放地址的摄像头',
  monitorNameRequired: '请填写摄像头名称',
  monitorNameTooLong: '摄像头名称不能超过 50 个字',
  placeTooLong: '安装位置不能超过 50 个字',
  monitorType: '请选择摄像头类型',
  monitorFirm: '请选择摄像头所属单位',
  monitorFirmType: '摄像头只能登记在采购单位（学校食堂、中央厨房）名下',
  monitorNotFound: '摄像头不存在',
  playbackRange: '回放时间段不正确：结束时间须晚于开始时间，且不晚于当前时间',
  playbackTooLong: '单次回放不能超过 24 小时',
  playbackNone: '暂无视频',
  abilityRequired: '请选择违规类型',
  executorRequired: '请选择监管执行人',
  parentExecutorRequired: '请选择上级执行人',
  executorNotFound: '所选执行人不存在或不在辖区内',
  pushContentTooLong: '推送内容不能超过 500 个字',
  evidenceRequired: '请先抓拍截图或录制视频',
  evidenceNotFound: '取证文件不存在或不属于您',
  remarkRequired: '请填写处理意见',
  remarkTooLong: '处理意见不能超过 500 个字',
  /** The rectify dialog's field is 整改说明: its messages say so. */
  rectifyRemarkRequired: '请填写整改说明',
  rectifyRemarkTooLong: '整改说明不能超过 500 个字',
  rectifyPhotosTooMany: '整改照片最多 9 张',
  caseNotFound: '违规记录不存在',
  caseStale: '该违规记录的状态已变化，请刷新后再试',
  notParent: '只有上级监管部门可以处理升级的违规',
  authorityNameRequired: '请填写监管机构名称',
  authorityNameTooLong: '监管机构名称不能超过 50 个字',
  authorityAdminNameRequired: '请填写管理员姓名',
  authorityAdminNameTooLong: '管理员姓名不能超过 30 个字',
  authorityAreaTaken: '该地区已登记监管机构',
  authorityOperatorOnly: '只有平台运营人员可以登记监管机构',
  escalateReasonRequired: '请填写提请上级处理的理由',
  escalateReasonTooLong: '提请理由不能超过 500 个字',
  escalateState: '只有待整改或待复核的违规记录可以提请上级处理',
  escalateNotDistrict: '只有违规所在辖区的监管人员可以提请上级处理',
  escalateNoParent: '该地区没有上级监管部门，不能提请上级处理',
  platformKeyMissing: '缺少平台密钥',
  platformKeyInvalid: '平台密钥无效或已停用',
  abilityNotOffered: '该平台未开通此识别能力',
  abilityUnknown: '识别能力不存在',
  abilityCodeInvalid: '能力编码须为 2～32 位字母、数字或下划线',
  abilityCodeTaken: '能力编码已存在',
  abilityInUse: '该能力已有违规记录，不能删除，可改为停用',
  platformNameRequired: '请填写平台名称',
  platformInUse: '该平台已推送过识别结果，不能删除，可改为停用',
  confidenceRange: '置信度须在 0～1 之间',
  captureTimeFuture: '抓拍时间不能晚于当前时间',
  captureImageInvalid: '抓拍图片须为 base64 编码的 PNG 或 JPEG，且不超过 4M',
  gradeRange: '等级须为 1、2、3',
  deadlineRange: '整改时限须在 1～720 小时之间',
  windowRange: '合并窗口须在 1～1440 分钟之间',
  playUrlInternal: '播放地址不能指向本机、内网或云平台元数据地址',
  streamExpired: '视频地址已过期，请刷新后重试',
  eventIdInvalid: '事件编号须为 1～64 位字母、数字或 - _ . :',
} as const;

/** Camera types (spec 02 §9: playback embeds a page for types 1, 2, 3, 4, 8 and 9, else a link). */
export const MONITOR_TYPES = {
  1: '海康威视',
  2: '大华',
  3: '宇视',
  4: '天地伟业',
  5: '萤石云',
  6: '乐橙云',
  7: 'RTSP 转 HLS',
  8: '华为好望',
  9: '国标 GB28181',
} as const;
export type MonitorType = keyof typeof MONITOR_TYPES;
export const MONITOR_TYPE_VALUES = Object.keys(MONITOR_TYPES).map(Number) as MonitorType[];
export const EMBEDDED_PLAYBACK_TYPES: readonly number[] = [1, 2, 3, 4, 8, 9];

/** The live player's constants of spec 02 §9. */
export const PLAYER = {
  /** Controls go compact (a column) below this height … */
  compactHeight: 250,
  /** … or this width, in CSS pixels. */
  compactWidth: 410,
  /** Watermark font size = width / 1920 × 30, at 0.2 opacity. */
  watermarkBaseWidth: 1920,
  watermarkBaseFont: 30,
  watermarkOpacity: 0.2,
  /** Playback loads are debounced by 300 ms. */
  playbackDebounceMs: 300,
  /** Recording and capture uploads: NodeType 51, ModuleType 16. */
  uploadNodeType: 51,
  uploadModuleType: 16,
  capturePrefix: '抓拍截图_',
  captureExtension: '.png',
  recordPrefix: '视频录制_',
  recordExtension: '.mkv',
} as const;

/**
 * How long at least a live stream address of the platform's own media routes plays (its signed
 * token's lifetime, decision 021; the expiry is rounded up to the next hour, so repeated asks within
 * the hour answer the same address); the web asks again every quarter of it. A recording's address
 * lasts this long plus the length of the recording.
 */
export const STREAM_TOKEN_MS = 2 * 3600_000;

/** Spec 02 §5: a stream is live when it contains .m3u8 or is not an http link (a device identifier). */
export function isLiveStream(playUrl: string): boolean {
  return playUrl.includes('.m3u8') || !/^https?:\/\//i.test(playUrl);
}

/** Spec 02 §5: an http link or a device identifier (letters, digits, _ . : -). */
export function isValidPlayUrl(playUrl: string): boolean {
  return /^https?:\/\/\S+$/i.test(playUrl) || /^[A-Za-z0-9_.:-]{4,64}$/.test(playUrl);
}

/** Controls go compact below 250 px high or 410 px wide. */
export function isCompactPlayer(width: number, height: number): boolean {
  return height < PLAYER.compactHeight || width < PLAYER.compactWidth;
}

/** The watermark's font size for a player this wide. */
export function watermarkFontSize(width: number): number {
  return (width / PLAYER.watermarkBaseWidth) * PLAYER.watermarkBaseFont;
}

/** `抓拍截图_20261126153005.png`, `视频录制_20261126153005.mkv` (China time). */
export function evidenceFileName(kind: 'capture' | 'record', at: Date): string {
  const china = new Date(at.getTime() + 8 * 3600_000).toISOString();
  const stamp = china.slice(0, 19).replace(/[-T:]/g, '');
  return kind === 'capture' ? `${PLAYER.capturePrefix}${stamp}${PLAYER.captureExtension}` : `${PLAYER.recordPrefix}${stamp}${PLAYER.recordExtension}`;
}

/** Whether an evidence file is a recording (spec 02 §3: IllegalVIdeo when the extension is .mkv). */
export const isRecordingName = (fileName: string): boolean => /\.mkv$/i.test(fileName);

/** Whether playback of this camera type opens the embedded page (with a key) rather than the answered link. */
export const playbackEmbedded = (monitorType: number): boolean => EMBEDDED_PLAYBACK_TYPES.includes(monitorType);

/** Grades of an ability (Hubei's practice): 1 handled at once, 2 by a deadline, 3 routine supervision. */
export const VIOLATION_GRADES = { 1: '立即处置', 2: '限期整改', 3: '日常监管' } as const;
export type ViolationGrade = 1 | 2 | 3;

/**
 * A case: 1 awaiting the firm's rectification, 2 awaiting the executor's review, 3 closed,
 * 4 escalated (overdue, or passed up by the district's executor: the parent executor's), 5 a false positive (误报).
 */
export const CASE_STATUS = { 1: '待整改', 2: '待复核', 3: '已办结', 4: '已升级', 5: '误报' } as const;
export type CaseStatus = 1 | 2 | 3 | 4 | 5;
/** Statuses of a case still open. */
export const OPEN_CASE_STATUSES: readonly CaseStatus[] = [1, 2, 4];

/** Escalation of an overdue case (Hubei's cards): 0 none, 1 yellow, 2 red. */
export const ESCALATION_LEVELS = { 0: '正常', 1: '黄牌', 2: '红牌' } as const;
export type EscalationLevel = 0 | 1 | 2;

/** Where a case came from: 1 an AI platform's detection, 2 a report filed from the player. */
export const CASE_SOURCES = { 1: 'AI识别', 2: '人工上报' } as const;

/** The steps of a case's history. */
export const CASE_STEPS = {
  detected: 'AI识别',
  repeated: '重复识别',
  reported: '人工上报',
  rectified: '单位整改',
  passed: '复核通过',
  rejected: '复核退回',
  yellow: '超期黄牌',
  red: '超期红牌升级',
  escalated: '提请上级处理',
  parentPassed: '上级办结',
  parentReturned: '上级责令整改',
  falsePositive: '标记误报',
  disposed: '直接处置',
} as const;
export type CaseStep = keyof typeof CASE_STEPS;

/** The duty flags of a notice (spec 02 §3), in the report's order. */
export const NOTICE_FLAGS = ['SMSFirmManager', 'SMSFirmHeadOfQuality', 'SMSFirmSecurityOfficer', 'SMSExecutor', 'SMSParentExecutor'] as const;
export type NoticeFlag = (typeof NOTICE_FLAGS)[number];
export const NOTICE_FLAG_NAMES: Readonly<Record<NoticeFlag, string>> = {
  SMSFirmManager: '单位负责人',
  SMSFirmHeadOfQuality: '质量负责人',
  SMSFirmSecurityOfficer: '食品安全员',
  SMSExecutor: '监管执行人',
  SMSParentExecutor: '上级执行人',
};

/** False-positive rate of an ability, as a fraction (0 when it has no case). */
export function falsePositiveRate(falsePositives: number, cases: number): number {
  return cases > 0 ? falsePositives / cases : 0;
}
