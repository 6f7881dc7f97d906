import { PlusOutlined } from '@ant-design/icons';
import type { TAbility, TGradeSetting } from '@shanlian/contract';
import { SUPERVISION_MSG as M, NOTICE_FLAG_NAMES, NOTICE_FLAGS, VIOLATION_GRADES } from '@shanlian/contract/browser';
import { Button, Form, Input, Popconfirm, Select, Space, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { CrudFormDialog } from '../../../components/crud-form-dialog';
import { NumberInput } from '../../../components/number-input';
import { requiredText } from '../../../lib/field-rules';
import { supervisionText } from '../../../lib/text/supervision';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSupKeyedWrite, useSupOp, useSupPaged, useSupWrite } from '../api';
import { GradeTag, NoticeFlagBoxes } from '../components/case-bits';
import { PagedListCard, usePaging } from '../components/paged-list';
import { type NoticeFlags, noticeFlags, percentText } from '../rules/supervision-rules';
import '../supervision.css';

interface AbilityValues {
  Code: string;
  Name: string;
  Grade: 1 | 2 | 3;
  DeadlineHours: number | null;
  Description: string;
  Enabled: boolean;
}

const deadlineRule = { type: 'integer' as const, min: 1, max: 720, message: M.deadlineRange };

/** 新增 / 修改识别能力: code, name, grade, its own deadline (empty: the grade's), description, enabled. */
function AbilityDialog({ editing, onClose }: { editing: TAbility | 'new' | null; onClose(): void }) {
  const save = useSupKeyedWrite('AI_Aiabilityunique/SaveAI_Aiabilityunique');
  const row = editing && editing !== 'new' ? editing : null;
  return (
    <CrudFormDialog<AbilityValues>
      editing={editing}
      title={row ? supervisionText.editAbility : supervisionText.addAbility}
      values={() =>
        row
          ? { Code: row.Code, Name: row.Name, Grade: row.Grade as 1, DeadlineHours: row.DeadlineHours, Description: row.Description, Enabled: row.Enabled }
          : { Code: '', Name: '', Grade: 2, DeadlineHours: null, Description: '', Enabled: true }
      }
      onSubmit={(v, key) =>
        save.run(
          {
            Id: row?.Id ?? null,
            Code: v.Code.trim(),
            Name: v.Name.trim(),
            Grade: v.Grade,
            DeadlineHours: v.DeadlineHours ?? null,
            Description: (v.Description ?? '').trim(),
            Enabled: v.Enabled,
          },
          key,
          supervisionText.saved2,
        )
      }
      onClose={onClose}
      okText={supervisionText.save2}
      pending={save.pending}
      testId="ability-save"
    >
      <div className="sv-two">
        <Form.Item name="Code" label={supervisionText.code} rules={[{ required: true, pattern: /^[A-Za-z0-9_]{2,32}$/, message: M.abilityCodeInvalid }]}>
          <Input maxLength={32} placeholder={supervisionText.codePlaceholder} data-testid="ability-code" />
        </Form.Item>
        <Form.Item name="Name" label={supervisionText.abilityName} rules={requiredText(M.abilityRequired, 30, '能力名称不能超过 30 个字')}>
          <Input maxLength={30} data-testid="ability-name" />
        </Form.Item>
        <Form.Item name="Grade" label={supervisionText.grade} rules={[{ required: true, message: M.gradeRange }]}>
          <Select options={Object.entries(VIOLATION_GRADES).map(([k, v]) => ({ value: Number(k), label: v }))} data-testid="ability-grade" />
        </Form.Item>
        <Form.Item name="DeadlineHours" label={supervisionText.ownDeadline} extra={supervisionText.ownDeadlineHint} rules={[deadlineRule]}>
          <NumberInput min={1} max={720} precision={0} style={{ width: '100%' }} data-testid="ability-deadline" />
        </Form.Item>
      </div>
      <Form.Item name="Description" label={supervisionText.description} rules={[{ max: 200, message: supervisionText.descriptionTooLong }]}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
      <Form.Item name="Enabled" label={supervisionText.enabledLabel} valuePropName="checked">
        <Switch checkedChildren={supervisionText.enabled} unCheckedChildren={supervisionText.disabled} />
      </Form.Item>
    </CrudFormDialog>
  );
}

interface GradeValues {
  DeadlineHours: number;
  YellowHours: number;
  MergeWindowMinutes: number;
}

/** 修改等级: deadline, yellow-card hours, merge window and the default notices of one grade. */
function GradeDialog({ grade, onClose }: { grade: TGradeSetting | null; onClose(): void }) {
  const save = useSupWrite('AI_Aiabilityunique/SaveGradeSetting');
  const [flags, setFlags] = useState<NoticeFlags>(noticeFlags());
  useEffect(() => {
    if (grade) setFlags(noticeFlags(grade));
  }, [grade]);
  return (
    <CrudFormDialog<GradeValues>
      editing={grade}
      title={grade ? supervisionText.editGrade(grade.Name) : ''}
      values={() => (grade ? { DeadlineHours: grade.DeadlineHours, YellowHours: grade.YellowHours, MergeWindowMinutes: grade.MergeWindowMinutes } : {})}
      onSubmit={async (v) => grade && save.run({ Grade: grade.Grade, ...v, ...flags }, supervisionText.saved2)}
      onClose={onClose}
      okText={supervisionText.save2}
      pending={save.pending}
      testId="grade-save"
    >
      <div className="sv-two">
        <Form.Item name="DeadlineHours" label={supervisionText.deadlineHours} rules={[{ required: true, message: M.deadlineRange }, deadlineRule]}>
          <NumberInput min={1} max={720} precision={0} style={{ width: '100%' }} data-testid="grade-deadline" />
        </Form.Item>
        <Form.Item name="YellowHours" label={supervisionText.yellowHours} rules={[{ required: true, message: M.deadlineRange }, deadlineRule]}>
          <NumberInput min={1} max={720} precision={0} style={{ width: '100%' }} data-testid="grade-yellow" />
        </Form.Item>
        <Form.Item
          name="MergeWindowMinutes"
          label={supervisionText.mergeWindow}
          rules={[
            { required: true, message: M.windowRange },
            { type: 'integer', min: 1, max: 1440, message: M.windowRange },
          ]}
        >
          <NumberInput min={1} max={1440} precision={0} style={{ width: '100%' }} data-testid="grade-window" />
        </Form.Item>
      </div>
      <Form.Item label={supervisionText.notify}>
        <NoticeFlagBoxes value={flags} onChange={setFlags} prefix="grade-flag" />
      </Form.Item>
    </CrudFormDialog>
  );
}

/**
 * /console/ai-abilities — 识别能力与等级: the abilities with their grade, deadline and false-positive
 * rate (新增 / 修改 / 删除), and the three grades' handling rules (修改).
 */
export default function AiAbilitiesPage() {
  usePageTitle(supervisionText.abilitiesPageTitle);
  const can = useCan();
  const paging = usePaging();
  const list = useSupPaged('AI_Aiabilityunique/GetAI_AiabilityuniqueList', { SearchName: paging.search || null, PagerInfo: paging.pager });
  const grades = useSupOp('AI_Aiabilityunique/GetGradeSettings', {});
  const del = useSupWrite('AI_Aiabilityunique/DeleteAI_Aiabilityunique');
  const [editing, setEditing] = useState<TAbility | 'new' | null>(null);
  const [grade, setGrade] = useState<TGradeSetting | null>(null);
  const canEdit = can('ai-platform:edit');
  const canDelete = can('ai-platform:delete');

  const columns: TableColumnsType<TAbility> = [
    { title: supervisionText.code, dataIndex: 'Code', width: 140, render: (v: string) => <code>{v}</code> },
    { title: supervisionText.abilityName, dataIndex: 'Name', width: 130 },
    { title: supervisionText.grade, dataIndex: 'Grade', width: 100, render: (g: number, r) => <GradeTag grade={g} name={r.GradeName} /> },
    {
      title: supervisionText.effectiveDeadline,
      dataIndex: 'EffectiveDeadlineHours',
      width: 120,
      render: (h: number, r) => (
        <span>
          {supervisionText.hours(h)}
          {r.DeadlineHours !== null && <Tag style={{ marginLeft: 4 }}>{supervisionText.ownTag}</Tag>}
        </span>
      ),
    },
    {
      title: supervisionText.enabledLabel,
      dataIndex: 'Enabled',
      width: 80,
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? supervisionText.enabled : supervisionText.disabled}</Tag>,
    },
    { title: supervisionText.cases, dataIndex: 'Cases', width: 80, align: 'right' },
    { title: supervisionText.falsePositives, dataIndex: 'FalsePositives', width: 80, align: 'right' },
    {
      title: supervisionText.falsePositiveRate,
      dataIndex: 'FalsePositiveRate',
      width: 90,
      align: 'right',
      render: (v: number) => <span className={v >= 0.3 ? 'sv-late' : undefined}>{percentText(v)}</span>,
    },
    { title: supervisionText.description, dataIndex: 'Description', ellipsis: true },
    ...(canEdit || canDelete
      ? [
          {
            title: supervisionText.actions,
            key: 'op',
            width: 120,
            render: (_: unknown, r: TAbility) => (
              <Space size={0}>
                {canEdit && (
                  <Button type="link" size="small" onClick={() => setEditing(r)} data-testid="ability-edit">
                    {supervisionText.edit}
                  </Button>
                )}
                {canDelete && (
                  <Popconfirm
                    title={supervisionText.delAbility(r.Name)}
                    okButtonProps={{ danger: true, 'data-testid': 'ability-delete-ok' } as never}
                    onConfirm={() => del.run({ Id: r.Id }, supervisionText.deleted)}
                  >
                    <Button type="link" size="small" danger data-testid="ability-delete">
                      {supervisionText.del}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  const gradeColumns: TableColumnsType<TGradeSetting> = [
    { title: supervisionText.gradeName, dataIndex: 'Grade', width: 110, render: (g: number, r) => <GradeTag grade={g} name={r.Name} /> },
    { title: supervisionText.deadlineHours, dataIndex: 'DeadlineHours', width: 130, render: (h: number) => supervisionText.hours(h) },
    { title: supervisionText.yellowHours, dataIndex: 'YellowHours', width: 140, render: (h: number) => supervisionText.hours(h) },
    { title: supervisionText.mergeWindow, dataIndex: 'MergeWindowMinutes', width: 140, render: (m: number) => supervisionText.minutes(m) },
    {
      title: supervisionText.notify,
      key: 'notify',
      render: (_, r) => NOTICE_FLAGS.filter((f) => r[f] === 1).map((f) => <Tag key={f}>{NOTICE_FLAG_NAMES[f]}</Tag>),
    },
    ...(canEdit
      ? [
          {
            title: supervisionText.actions,
            key: 'op',
            width: 80,
            render: (_: unknown, r: TGradeSetting) => (
              <Button type="link" size="small" onClick={() => setGrade(r)} data-testid="grade-edit">
                {supervisionText.edit}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="sv-page">
      <ConsolePageHead
        title={supervisionText.abilitiesPageTitle}
        sub={supervisionText.abilitiesPageSub}
        extra={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="ability-add">
              {supervisionText.addAbility}
            </Button>
          )
        }
      />
      <PagedListCard<TAbility> paging={paging} list={list} columns={columns} searchPlaceholder={supervisionText.abilitySearch} testId="ability" />
      <ConsoleCard>
        <div className="sv-card-head">
          <h2>{supervisionText.gradesTitle}</h2>
          <span className="sv-muted">{supervisionText.gradesSub}</span>
        </div>
        <Table<TGradeSetting>
          rowKey="Grade"
          size="middle"
          columns={gradeColumns}
          dataSource={grades.data ?? []}
          loading={grades.isLoading}
          pagination={false}
          scroll={{ x: 860 }}
          locale={{ emptyText: grades.error ? grades.error.message : supervisionText.noData }}
          onRow={() => ({ 'data-testid': 'grade-row' }) as never}
        />
      </ConsoleCard>
      <AbilityDialog editing={editing} onClose={() => setEditing(null)} />
      <GradeDialog grade={grade} onClose={() => setGrade(null)} />
    </div>
  );
}
