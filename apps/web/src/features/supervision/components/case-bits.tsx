import { CASE_STATUS, ESCALATION_LEVELS, NOTICE_FLAG_NAMES, NOTICE_FLAGS, type NoticeFlag, VIOLATION_GRADES } from '@shanlian/contract/browser';
import { Checkbox, Tag } from 'antd';
import { ESCALATION_COLOR, GRADE_COLOR, type NoticeFlags, STATUS_COLOR } from '../rules/supervision-rules';

/** A case's status as a coloured tag. */
export function StatusTag({ status, name }: { status: number; name?: string }) {
  return (
    <Tag color={STATUS_COLOR[status] ?? 'default'} data-testid="case-status" data-status={status}>
      {name || CASE_STATUS[status as keyof typeof CASE_STATUS] || status}
    </Tag>
  );
}

/** An ability's grade (立即处置 red, 限期整改 orange, 日常监管 blue). */
export function GradeTag({ grade, name }: { grade: number; name?: string }) {
  return (
    <Tag color={GRADE_COLOR[grade] ?? 'default'} data-testid="case-grade">
      {name || VIOLATION_GRADES[grade as keyof typeof VIOLATION_GRADES] || grade}
    </Tag>
  );
}

/** The escalation card of an overdue case (黄牌, 红牌); nothing at level 0. */
export function CardTag({ level, name }: { level: number; name?: string }) {
  if (!level) return <span className="sv-muted">—</span>;
  return (
    <Tag color={ESCALATION_COLOR[level] ?? 'default'} data-testid="case-card">
      {name || ESCALATION_LEVELS[level as keyof typeof ESCALATION_LEVELS]}
    </Tag>
  );
}

/** The five duties a notice goes to (spec 02 §3), as checkboxes with testids `<prefix>-<Flag>`. */
export function NoticeFlagBoxes({
  value,
  onChange,
  prefix,
  disabled,
}: {
  value: NoticeFlags;
  onChange(next: NoticeFlags): void;
  prefix: string;
  disabled?: boolean;
}) {
  const set = (f: NoticeFlag, on: boolean) => onChange({ ...value, [f]: on ? 1 : 0 });
  return (
    <div className="sv-flags">
      {NOTICE_FLAGS.map((f) => (
        <Checkbox key={f} checked={value[f] === 1} disabled={disabled} onChange={(e) => set(f, e.target.checked)} data-testid={`${prefix}-${f}`}>
          {NOTICE_FLAG_NAMES[f]}
        </Checkbox>
      ))}
    </div>
  );
}
