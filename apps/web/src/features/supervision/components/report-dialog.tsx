import type { TUploadedFile } from '@shanlian/contract';
import { isRecordingName, SUPERVISION_MSG as M } from '@shanlian/contract/browser';
import { Alert, Button, Descriptions, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { DialogFooter } from '../../../components/console-layout';
import type { PickedPerson } from '../../../components/person-picker';
import { supervisionText } from '../../../lib/text/supervision';
import { useMe } from '../../../lib/use-me';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useSupKeyedWrite, useSupOp } from '../api';
import { evidenceFields, type NoticeFlags, noticeFlags, parentAreaCode } from '../rules/supervision-rules';
import { GradeTag, NoticeFlagBoxes } from './case-bits';
import { PersonField } from './person-field';

/** The camera a report is about (spec 02 §3 camera info). */
export interface ReportCamera {
  MonitorId: string;
  Name: string;
  Place: string;
  FirmId: string;
  FirmName: string;
  /** The camera's own play address (the device identifier or link), not the resolved stream. */
  PlayUrl: string;
  MonitorType: number;
}

interface Values {
  AbilityUniqueId?: string;
  executor?: PickedPerson | null;
  parent?: PickedPerson | null;
  PushContent?: string;
}

/**
 * 违规上报 (spec 02 §2.16, §3): the camera and its firm, the ability seen (with its grade), the
 * executor and parent executor (required; the parent from the level above the supervisor's area),
 * the push content, the evidence saved from the player's preview, and whom the SMS goes to (the
 * grade's defaults once an ability is chosen). Saving files the case, says 保存成功 and closes.
 */
export function ReportDialog({
  open,
  camera,
  evidence,
  onClearEvidence,
  onClose,
}: {
  open: boolean;
  camera: ReportCamera | null;
  evidence: TUploadedFile | null;
  onClearEvidence(): void;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const { data: me } = useMe();
  const abilities = useSupOp('AI_Aiabilityunique/GetUniqueAbility', {}, { enabled: open, staleTime: 60_000 });
  const grades = useSupOp('AI_Aiabilityunique/GetGradeSettings', {}, { enabled: open, staleTime: 60_000 });
  const add = useSupKeyedWrite('AI_Aiillegalresult/AddAI_Aiillegalresult');
  const submitKey = useSubmitKey(open ? camera?.MonitorId : null);
  const [flags, setFlags] = useState<NoticeFlags>(noticeFlags());
  const [evidenceError, setEvidenceError] = useState(false);
  const abilityId = Form.useWatch('AbilityUniqueId', form);
  const ability = useMemo(() => abilities.data?.find((a) => a.Id === abilityId) ?? null, [abilities.data, abilityId]);
  const ownArea = me?.AreaCode || null;
  const parentArea = parentAreaCode(ownArea);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFlags(noticeFlags());
    setEvidenceError(false);
  }, [open, form]);

  useEffect(() => {
    if (evidence) setEvidenceError(false);
  }, [evidence]);

  // a chosen ability brings its grade's notice defaults
  useEffect(() => {
    if (!ability) return;
    const setting = grades.data?.find((g) => g.Grade === ability.Grade);
    if (setting) setFlags(noticeFlags(setting));
  }, [ability, grades.data]);

  const submit = async (v: Values) => {
    if (!camera) return;
    if (!evidence) {
      setEvidenceError(true);
      return;
    }
    const ok = await add.run(
      {
        AI_AiillegalresultInfo: {
          MonitorId: camera.MonitorId,
          PlayUrl: camera.PlayUrl,
          FirmId: camera.FirmId,
          FirmName: camera.FirmName,
          MonitorType: camera.MonitorType,
          AbilityUniqueId: v.AbilityUniqueId ?? '',
          ToUserId: v.executor?.Id ?? '',
          ToUserName: v.executor?.FullName ?? null,
          ParentUserId: v.parent?.Id ?? '',
          ParentUserName: v.parent?.FullName ?? null,
          PushContent: v.PushContent?.trim() ?? '',
          ...evidenceFields(evidence),
          ...flags,
        },
      },
      submitKey.key,
      supervisionText.reported,
    );
    if (ok) {
      submitKey.renew();
      onClearEvidence();
      onClose();
    }
  };

  const video = evidence ? isRecordingName(evidence.FileName) : false;

  return (
    <Modal
      open={open}
      title={supervisionText.reportTitle}
      width={720}
      onCancel={add.pending ? undefined : onClose}
      destroyOnHidden
      // over the camera's stage it was opened from
      zIndex={1010}
      footer={<DialogFooter onCancel={onClose} onOk={() => form.submit()} okText={supervisionText.reportSave} pending={add.pending} testId="report-save" />}
    >
      <div data-testid="report-dialog">
        {camera && (
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={supervisionText.camera}>
              <span data-testid="report-camera">{camera.Name}</span>
            </Descriptions.Item>
            <Descriptions.Item label={supervisionText.place}>{camera.Place || '—'}</Descriptions.Item>
            <Descriptions.Item label={supervisionText.firm} span={2}>
              <span data-testid="report-firm">{camera.FirmName}</span>
            </Descriptions.Item>
          </Descriptions>
        )}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark>
          <Form.Item
            name="AbilityUniqueId"
            label={supervisionText.ability}
            rules={[{ required: true, message: M.abilityRequired }]}
            extra={ability ? supervisionText.deadline(ability.EffectiveDeadlineHours) : undefined}
          >
            <Select
              showSearch={{ optionFilterProp: 'title' }}
              placeholder={supervisionText.abilityPick}
              loading={abilities.isLoading}
              data-testid="report-ability"
              options={(abilities.data ?? []).map((a) => ({
                value: a.Id,
                title: a.Name,
                label: (
                  <Space size={6}>
                    <span>{a.Name}</span>
                    <GradeTag grade={a.Grade} name={a.GradeName} />
                  </Space>
                ),
              }))}
            />
          </Form.Item>
          <div className="sv-two">
            <Form.Item name="executor" label={supervisionText.executor} rules={[{ required: true, message: M.executorRequired }]}>
              <PersonField title={supervisionText.pickExecutor} areaCode={ownArea} testId="report-executor" />
            </Form.Item>
            <Form.Item name="parent" label={supervisionText.parentExecutor} rules={[{ required: true, message: M.parentExecutorRequired }]}>
              <PersonField title={supervisionText.pickParent} areaCode={parentArea} testId="report-parent" disabledReason={supervisionText.noParentArea} />
            </Form.Item>
          </div>
          <Form.Item name="PushContent" label={supervisionText.pushContent} rules={[{ max: 500, message: M.pushContentTooLong }]}>
            <Input.TextArea rows={3} maxLength={500} showCount placeholder={supervisionText.pushPlaceholder} data-testid="report-content" />
          </Form.Item>
          <Form.Item
            label={supervisionText.evidence}
            required
            validateStatus={evidenceError ? 'error' : undefined}
            help={evidenceError ? M.evidenceRequired : undefined}
          >
            {evidence ? (
              <div className="sv-evidence" data-testid="report-evidence" data-kind={video ? 'video' : 'capture'}>
                {video ? (
                  <video src={evidence.FileUrl} controls muted playsInline className="sv-evidence-media" />
                ) : (
                  <img src={evidence.FileUrl} alt={supervisionText.evidenceCapture} className="sv-evidence-media" />
                )}
                <div className="sv-evidence-side">
                  <Tag color={video ? 'purple' : 'cyan'}>{video ? supervisionText.evidenceVideo : supervisionText.evidenceCapture}</Tag>
                  <div className="sv-evidence-name">{evidence.FileName}</div>
                  <Button size="small" onClick={onClearEvidence}>
                    {supervisionText.evidenceRemove}
                  </Button>
                </div>
              </div>
            ) : (
              <Alert type="info" showIcon title={supervisionText.evidenceNone} />
            )}
          </Form.Item>
          <Form.Item label={supervisionText.notify} extra={supervisionText.notifyHint}>
            <NoticeFlagBoxes value={flags} onChange={setFlags} prefix="report-flag" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
