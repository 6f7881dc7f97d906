import type { TCaseDetail } from '@shanlian/contract';
import { SUPERVISION_MSG as M, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { App, Button, Form, type FormInstance, Input, Modal, Radio } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { type ReactNode, useEffect, useState } from 'react';
import { DialogFooter } from '../../../components/console-layout';
import { type DocFile, DocUpload } from '../../../components/doc-upload';
import { supervisionText } from '../../../lib/text/supervision';
import { useCan } from '../../../lib/use-can';
import { useSupWrite } from '../api';
import { type NoticeFlags, noticeFlags } from '../rules/supervision-rules';
import { NoticeFlagBoxes } from './case-bits';

type Dialog = 'rectify' | 'review' | 'parent' | 'disposal' | 'push' | 'escalate' | null;

const remarkRules = (required: boolean) => [
  ...(required ? [{ required: true, whitespace: true, message: M.remarkRequired }] : []),
  { max: 500, message: M.remarkTooLong },
];
/** The rectify dialog's 整改说明: its messages name the field as its label does. */
const rectifyRemarkRules = [
  { required: true, whitespace: true, message: M.rectifyRemarkRequired },
  { max: 500, message: M.rectifyRemarkTooLong },
];

/** A note of at most 500 characters (a Form.Item's control: value and onChange come from the form). */
function Remark({ placeholder, testId, ...field }: { placeholder: string; testId: string } & Omit<TextAreaProps, 'placeholder'>) {
  return <Input.TextArea rows={4} maxLength={500} showCount placeholder={placeholder} data-testid={testId} {...field} />;
}

/**
 * The buttons of a case, each shown when the server's `Can` and the user's permission allow it:
 * 整改 (the firm: a note and photos), 复核 (通过 / 退回), 上级处理 (办结 / 责令整改), 处置 (误报 or
 * 直接办结, confirmed), 提请上级 (a district's case to the level above, with a reason), 重新推送 (the five duties). Each dialog says how it went and the case and
 * the list are read again.
 */
export function CaseActions({ c }: { c: TCaseDetail }) {
  const can = useCan();
  const [open, setOpen] = useState<Dialog>(null);
  const show = {
    rectify: c.Can.FirmProcess && can('rectification:edit'),
    review: c.Can.ManagerProcess && can('violation:review'),
    parent: c.Can.ParentManagerProcess && can('violation:review'),
    disposal: c.Can.Disposal && can('violation:review'),
    push: c.Can.Push && can('violation:edit'),
    escalate: c.Can.Escalate && can('violation:review'),
  };
  const close = () => setOpen(null);
  return (
    <div className="sv-actions" data-testid="case-actions">
      {show.rectify && (
        <Button type="primary" onClick={() => setOpen('rectify')} data-testid="case-rectify">
          {supervisionText.rectify}
        </Button>
      )}
      {show.review && (
        <Button type="primary" onClick={() => setOpen('review')} data-testid="case-review">
          {supervisionText.review}
        </Button>
      )}
      {show.parent && (
        <Button type="primary" onClick={() => setOpen('parent')} data-testid="case-parent">
          {supervisionText.parentDialog}
        </Button>
      )}
      {show.disposal && (
        <Button onClick={() => setOpen('disposal')} data-testid="case-disposal">
          {supervisionText.disposal}
        </Button>
      )}
      {show.escalate && (
        <Button onClick={() => setOpen('escalate')} data-testid="case-escalate">
          {supervisionText.escalate}
        </Button>
      )}
      {show.push && (
        <Button onClick={() => setOpen('push')} data-testid="case-push">
          {supervisionText.push}
        </Button>
      )}
      <RectifyDialog c={c} open={open === 'rectify'} onClose={close} />
      <DecisionDialog d={REVIEW} c={c} open={open === 'review'} onClose={close} />
      <DecisionDialog d={PARENT} c={c} open={open === 'parent'} onClose={close} />
      <DisposalDialog c={c} open={open === 'disposal'} onClose={close} />
      <PushDialog c={c} open={open === 'push'} onClose={close} />
      <EscalateDialog c={c} open={open === 'escalate'} onClose={close} />
    </div>
  );
}

interface DialogProps {
  c: TCaseDetail;
  open: boolean;
  onClose(): void;
}

/** A dialog's form, emptied each time the dialog opens. */
function useFreshForm<V>(open: boolean): FormInstance<V> {
  const [form] = Form.useForm<V>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return form;
}

/** A dialog around one form: 取消, and `okText` that submits the form (its checks first, then its onFinish). */
function FormDialog<V>({
  form,
  open,
  onClose,
  title,
  okText,
  pending,
  disabled,
  testId,
  width,
  children,
}: {
  form: FormInstance<V>;
  open: boolean;
  onClose(): void;
  title: string;
  okText: string;
  pending: boolean;
  disabled?: boolean;
  testId: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      width={width}
      footer={<DialogFooter onCancel={onClose} onOk={() => form.submit()} okText={okText} pending={pending} disabled={disabled} testId={testId} />}
    >
      {children}
    </Modal>
  );
}

/** A rectification photo is cropped 4:3, the shape of a phone camera's picture (zoom out to keep it whole). */
const RECTIFY_PHOTO_ASPECT = 4 / 3;

/** 整改: what was done, with up to 9 photos (evidence uploads, ModuleType 16), each cropped first. */
function RectifyDialog({ c, open, onClose }: DialogProps) {
  const form = useFreshForm<{ Remark: string; Photos: DocFile[] }>(open);
  const write = useSupWrite('AI_Aiillegalresult/FirmProcess');
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={supervisionText.rectifyDialog}
      okText={supervisionText.submit}
      pending={write.pending}
      disabled={busy}
      testId="rectify-submit"
      width={620}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ Remark: '', Photos: [] }}
        onFinish={async (v) => {
          const ok = await write.run({ Id: c.Id, Remark: v.Remark.trim(), FileIds: (v.Photos ?? []).map((f) => f.Id) }, supervisionText.done);
          if (ok) onClose();
        }}
      >
        <Form.Item name="Remark" label={supervisionText.rectifyRemark} rules={rectifyRemarkRules}>
          <Remark placeholder={supervisionText.rectifyRemarkPlaceholder} testId="rectify-remark" />
        </Form.Item>
        <Form.Item name="Photos" label={supervisionText.rectifyPhotos} extra={supervisionText.rectifyPhotosHint}>
          <DocUpload
            moduleType={UPLOAD_MODULE_TYPE.evidence}
            max={9}
            label={supervisionText.rectifyPhotoAdd}
            onBusyChange={setBusy}
            testId="rectify-photos"
            crop={RECTIFY_PHOTO_ASPECT}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/** The two answers of a decision (复核, 上级处理): the operation, its dialog's words and test ids. */
interface Decision {
  op: 'AI_Aiillegalresult/ManagerProcess' | 'AI_Aiillegalresult/ParentManagerProcess';
  title: string;
  remarkLabel: string;
  remarkPlaceholder: string;
  /** The note is asked for on both answers, or only to say why a case goes back. */
  remarkRequired: 'always' | 'onReturn';
  passText: string;
  returnText: string;
  /** `<testId>-remark`; the buttons' own ids as the tests know them. */
  testId: string;
  passTestId: string;
  returnTestId: string;
}

/** 复核: 通过 closes the case; 退回 (with a reason) returns it to the firm with a new deadline. */
const REVIEW: Decision = {
  op: 'AI_Aiillegalresult/ManagerProcess',
  title: supervisionText.reviewDialog,
  remarkLabel: supervisionText.reviewRemark,
  remarkPlaceholder: supervisionText.reviewRemarkPlaceholder,
  remarkRequired: 'onReturn',
  passText: supervisionText.pass,
  returnText: supervisionText.reject,
  testId: 'review',
  passTestId: 'review-pass',
  returnTestId: 'review-reject',
};

/** 上级处理 of an escalated case: 办结, or 责令整改 (back to the firm); a note either way. */
const PARENT: Decision = {
  op: 'AI_Aiillegalresult/ParentManagerProcess',
  title: supervisionText.parentDialog,
  remarkLabel: supervisionText.remark,
  remarkPlaceholder: supervisionText.parentRemarkPlaceholder,
  remarkRequired: 'always',
  passText: supervisionText.parentPass,
  returnText: supervisionText.parentReturn,
  testId: 'parent',
  passTestId: 'parent-pass',
  returnTestId: 'parent-return',
};

/** A decision on a case: a note, and pass or return (the one pressed shows it is busy). */
function DecisionDialog({ c, open, onClose, d }: DialogProps & { d: Decision }) {
  const form = useFreshForm<{ Remark: string }>(open);
  const write = useSupWrite(d.op);
  const [pass, setPass] = useState<boolean | null>(null);
  const go = async (p: boolean) => {
    setPass(p);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const remark = (form.getFieldValue('Remark') ?? '').trim();
    // a return says why
    if (!p && !remark) {
      form.setFields([{ name: 'Remark', errors: [M.remarkRequired] }]);
      return;
    }
    const ok = await write.run({ Id: c.Id, Pass: p, Remark: remark }, supervisionText.done);
    if (ok) onClose();
  };
  return (
    <Modal
      open={open}
      title={d.title}
      onCancel={onClose}
      footer={
        <div className="console-dialog-footer">
          <Button onClick={onClose} disabled={write.pending}>
            {supervisionText.cancel}
          </Button>
          <Button danger loading={write.pending && pass === false} disabled={write.pending} onClick={() => go(false)} data-testid={d.returnTestId}>
            {d.returnText}
          </Button>
          <Button type="primary" loading={write.pending && pass === true} disabled={write.pending} onClick={() => go(true)} data-testid={d.passTestId}>
            {d.passText}
          </Button>
        </div>
      }
    >
      <Form form={form} layout="vertical" initialValues={{ Remark: '' }}>
        <Form.Item name="Remark" label={d.remarkLabel} rules={remarkRules(d.remarkRequired === 'always')}>
          <Remark placeholder={d.remarkPlaceholder} testId={`${d.testId}-remark`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 处置: 误报 or 直接办结, with a note, after a confirmation. */
function DisposalDialog({ c, open, onClose }: DialogProps) {
  const form = useFreshForm<{ FalsePositive: boolean; Remark: string }>(open);
  const write = useSupWrite('AI_Aiillegalresult/Disposal');
  const { modal } = App.useApp();
  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={supervisionText.disposalDialog}
      okText={supervisionText.submit}
      pending={write.pending}
      testId="disposal-submit"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ FalsePositive: true, Remark: '' }}
        onFinish={(v) =>
          modal.confirm({
            title: supervisionText.confirmTitle,
            content: supervisionText.disposalConfirm(v.FalsePositive),
            okButtonProps: { danger: true, 'data-testid': 'disposal-confirm' } as never,
            onOk: async () => {
              const ok = await write.run({ Id: c.Id, FalsePositive: v.FalsePositive, Remark: v.Remark.trim() }, supervisionText.done);
              if (ok) onClose();
            },
          })
        }
      >
        <Form.Item name="FalsePositive" label={supervisionText.disposalKind} rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: true, label: supervisionText.falsePositive },
              { value: false, label: supervisionText.handled },
            ]}
            data-testid="disposal-kind"
          />
        </Form.Item>
        <Form.Item name="Remark" label={supervisionText.remark} rules={remarkRules(true)}>
          <Remark placeholder={supervisionText.disposalRemarkPlaceholder} testId="disposal-remark" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/** 重新推送: the case's notice again, to the duties ticked (the case's own by default). */
function PushDialog({ c, open, onClose }: DialogProps) {
  const write = useSupWrite('AI_Aiillegalresult/Push');
  const { message } = App.useApp();
  const [flags, setFlags] = useState<NoticeFlags>(() => noticeFlags(c));
  useEffect(() => {
    if (open) setFlags(noticeFlags(c));
  }, [open, c]);
  const none = Object.values(flags).every((v) => v === 0);
  return (
    <Modal
      open={open}
      title={supervisionText.pushDialog}
      onCancel={onClose}
      footer={
        <DialogFooter
          onCancel={onClose}
          onOk={async () => {
            if (none) {
              message.error(supervisionText.pushNone);
              return;
            }
            const ok = await write.run({ Id: c.Id, ...flags });
            if (ok) {
              message.success(supervisionText.pushed(ok.data.Sent));
              onClose();
            }
          }}
          okText={supervisionText.push}
          pending={write.pending}
          testId="push-submit"
        />
      }
    >
      <p className="sv-muted">{supervisionText.notifyHint}</p>
      <NoticeFlagBoxes value={flags} onChange={setFlags} prefix="push-flag" />
    </Modal>
  );
}

/** 提请上级处理: the district's executor passes the case to the level above; the reason is required and kept in 处理记录. */
function EscalateDialog({ c, open, onClose }: DialogProps) {
  const form = useFreshForm<{ Reason: string }>(open);
  const write = useSupWrite('AI_Aiillegalresult/Escalate');
  const { message } = App.useApp();
  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={supervisionText.escalateDialog}
      okText={supervisionText.escalate}
      pending={write.pending}
      testId="escalate-submit"
    >
      <p className="sv-muted">{supervisionText.escalateHint(c.ParentUserName)}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ Reason: '' }}
        onFinish={async (v) => {
          const ok = await write.run({ Id: c.Id, Reason: v.Reason.trim() });
          if (ok) {
            message.success(supervisionText.escalated(ok.data.ParentUserName));
            onClose();
          }
        }}
      >
        <Form.Item
          name="Reason"
          label={supervisionText.escalateReason}
          rules={[
            { required: true, whitespace: true, message: M.escalateReasonRequired },
            { max: 500, message: M.escalateReasonTooLong },
          ]}
        >
          <Remark placeholder={supervisionText.escalateReasonPlaceholder} testId="escalate-reason" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
