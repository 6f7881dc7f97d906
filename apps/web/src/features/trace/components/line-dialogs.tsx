import type { TFillInLine } from '@shanlian/contract';
import { FILL_IN_RETURN_TYPE_NAMES, PESTICIDE_INHIBITION_LIMIT, PESTICIDE_METHODS, pesticidePassed, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { Button, DatePicker, Form, Input, Modal, Radio, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { DialogFooter } from '../../../components/console-layout';
import { type DocFile, DocUpload } from '../../../components/doc-upload';
import { NumberInput } from '../../../components/number-input';
import { PersonPicker, type PickedPerson } from '../../../components/person-picker';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useStockInWrite } from '../api/stock-in';
import { returnable } from '../rules/stock-in-rules';
import { TSi } from '../stock-in-text';

const lineName = (l: TFillInLine) => `${l.ProductName}${l.BatchNumber ? ` · ${l.BatchNumber}` : ''}`;

/** 农残快检: method, inhibition rate (shows 合格/不合格 as typed), time. */
export function PesticideDialog({ line, onClose }: { line: TFillInLine | null; onClose: () => void }) {
  const [form] = Form.useForm<{ Method?: string; InhibitionRate?: number | null; TestedAt?: Dayjs | null }>();
  const save = useStockInWrite('FD_Foodfirmfillin/SavePesticideTest');
  const submitKey = useSubmitKey(line?.Id);
  const rate = Form.useWatch('InhibitionRate', form);
  useEffect(() => {
    if (line)
      form.setFieldsValue({
        Method: line.PesticideResidue?.Method ?? PESTICIDE_METHODS[0],
        InhibitionRate: line.PesticideResidue?.InhibitionRate ?? null,
        TestedAt: dayjs(),
      });
  }, [line, form]);
  const submit = async () => {
    if (!line) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const r = await save.run(
      {
        FoodFirmFillInDetailId: line.Id,
        Method: v.Method ?? '',
        InhibitionRate: v.InhibitionRate ?? 0,
        TestedAt: v.TestedAt ? v.TestedAt.format('YYYY-MM-DD HH:mm:ss') : null,
      },
      { key: submitKey.key, success: (d) => TSi.done.pesticide(d.Passed) },
    );
    if (r) {
      submitKey.renew();
      onClose();
    }
  };
  return (
    <Modal
      open={!!line}
      title={TSi.pesticideTitle}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      footer={<DialogFooter onCancel={onClose} onOk={submit} okText={TSi.save} pending={save.pending} testId="si-pesticide-ok" />}
    >
      {line && <p className="si-muted">{lineName(line)}</p>}
      <Form form={form} layout="vertical">
        <Form.Item name="Method" label={TSi.method} rules={[{ required: true, message: TSi.pickMethod }]}>
          <Select options={PESTICIDE_METHODS.map((m) => ({ value: m, label: m }))} />
        </Form.Item>
        <Form.Item
          name="InhibitionRate"
          label={TSi.inhibitionRate}
          rules={[{ required: true, message: TSi.inhibitionRequired }]}
          extra={TSi.pesticideLimit(PESTICIDE_INHIBITION_LIMIT)}
        >
          <NumberInput min={0} max={100} precision={1} style={{ width: 160 }} data-testid="si-inhibition" />
        </Form.Item>
        {typeof rate === 'number' && (
          <p data-testid="si-pesticide-verdict">
            <Tag color={pesticidePassed(rate) ? 'green' : 'red'}>{pesticidePassed(rate) ? TSi.passed : TSi.failed}</Tag>
          </p>
        )}
        <Form.Item name="TestedAt" label={TSi.testedAt}>
          <DatePicker showTime style={{ width: 220 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 退换货登记 (spec 02 §2.7): type, quantity, returner and confirmer from the person picker, remark. */
export function ReturnDialog({ line, onClose }: { line: TFillInLine | null; onClose: () => void }) {
  const [type, setType] = useState<1 | 2>(1);
  const [qty, setQty] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [returner, setReturner] = useState<PickedPerson | null>(null);
  const [checker, setChecker] = useState<PickedPerson | null>(null);
  const [picking, setPicking] = useState<'returner' | 'checker' | null>(null);
  const [tried, setTried] = useState(false);
  const save = useStockInWrite('FD_Foodfirmfillin/AddFD_Foodinreturn');
  const submitKey = useSubmitKey(line?.Id);
  const max = line ? returnable(line) : 0;
  useEffect(() => {
    if (!line) return;
    setType(1);
    setQty(null);
    setRemark('');
    setReturner(null);
    setChecker(null);
    setTried(false);
  }, [line]);
  const qtyError = qty === null ? TSi.returnQuantityRequired : qty < 1 || qty > max ? TSi.returnable(max) : null;
  const submit = async () => {
    setTried(true);
    if (!line || qtyError || !returner || !checker || qty === null) return;
    const r = await save.run(
      {
        FoodFirmFillInDetailId: line.Id,
        FD_FoodinreturnInfo: { ReturnType: type, Quantity: qty, ReturnUserId: returner.Id, CheckUserId: checker.Id, ReturnRemark: remark },
      },
      { key: submitKey.key, success: TSi.done.returns },
    );
    if (r) {
      submitKey.renew();
      onClose();
    }
  };
  const person = (label: string, who: PickedPerson | null, which: 'returner' | 'checker', missing: string) => (
    <Form.Item label={label} required validateStatus={tried && !who ? 'error' : undefined} help={tried && !who ? missing : undefined}>
      <div className="si-witness" style={{ margin: 0 }}>
        {who ? <b>{who.FullName}</b> : <span className="si-muted">—</span>}
        <Button size="small" onClick={() => setPicking(which)} data-testid={`si-pick-${which}`}>
          {who ? TSi.repick : TSi.pick}
        </Button>
      </div>
    </Form.Item>
  );
  return (
    <Modal
      open={!!line}
      title={TSi.returnTitle}
      onCancel={onClose}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onOk={submit} okText={TSi.register} pending={save.pending} testId="si-return-ok" />}
    >
      {line && <p className="si-muted">{lineName(line)}</p>}
      <Form layout="vertical">
        <Form.Item label={TSi.returnType} required>
          <Radio.Group
            value={type}
            onChange={(e) => setType(e.target.value)}
            options={[1, 2].map((k) => ({ value: k, label: FILL_IN_RETURN_TYPE_NAMES[k] }))}
          />
        </Form.Item>
        <Form.Item
          label={TSi.returnQuantity}
          required
          validateStatus={tried && qtyError ? 'error' : undefined}
          help={tried && qtyError ? qtyError : TSi.returnable(max)}
        >
          <NumberInput min={1} max={max || 1} precision={0} value={qty} onChange={setQty} style={{ width: 160 }} data-testid="si-return-qty" />
        </Form.Item>
        {person(TSi.returnUser, returner, 'returner', TSi.returnUserRequired)}
        {person(TSi.returnChecker, checker, 'checker', TSi.returnCheckerRequired)}
        <Form.Item label={TSi.returnRemark}>
          <Input.TextArea rows={3} maxLength={200} showCount value={remark} onChange={(e) => setRemark(e.target.value)} />
        </Form.Item>
      </Form>
      <PersonPicker
        open={picking !== null}
        title={picking === 'checker' ? TSi.pickReturnChecker : TSi.pickReturnUser}
        value={picking === 'checker' ? (checker ? [checker] : []) : returner ? [returner] : []}
        onCancel={() => setPicking(null)}
        onConfirm={(p) => {
          if (picking === 'checker') setChecker(p[0] ?? null);
          else setReturner(p[0] ?? null);
          setPicking(null);
        }}
      />
    </Modal>
  );
}

/** 上传检验证明 for one line (AddCertificates). */
export function CertificatesDialog({ line, onClose }: { line: TFillInLine | null; onClose: () => void }) {
  const [files, setFiles] = useState<DocFile[]>([]);
  const [busy, setBusy] = useState(false);
  const save = useStockInWrite('FD_Foodfirmfillin/AddCertificates');
  const submitKey = useSubmitKey(line?.Id);
  useEffect(() => {
    if (line) setFiles([]);
  }, [line]);
  const submit = async () => {
    if (!line || files.length === 0) return;
    const r = await save.run({ FoodFirmFillInDetailId: line.Id, FileIds: files.map((f) => f.Id) }, { key: submitKey.key, success: TSi.done.certificates });
    if (r) {
      submitKey.renew();
      onClose();
    }
  };
  return (
    <Modal
      open={!!line}
      title={TSi.certificatesTitle}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <DialogFooter onCancel={onClose} onOk={submit} okText={TSi.save} pending={save.pending} disabled={busy || files.length === 0} testId="si-cert-ok" />
      }
    >
      {line && <p className="si-muted">{lineName(line)}</p>}
      <DocUpload
        value={files}
        onChange={setFiles}
        onBusyChange={setBusy}
        moduleType={UPLOAD_MODULE_TYPE.certificate}
        max={20}
        label={TSi.certificateHint}
        testId="si-cert-upload"
      />
    </Modal>
  );
}

/** 发货: the delivery date (today by default). */
export function ShipDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const [day, setDay] = useState<Dayjs | null>(dayjs());
  const ship = useStockInWrite('FD_Foodfirmfillin/ShipFD_Foodfirmfillin');
  useEffect(() => {
    if (id) setDay(dayjs());
  }, [id]);
  const submit = async () => {
    if (!id || !day) return;
    if (await ship.run({ Id: id, DistDate: day.format('YYYY-MM-DD') }, { success: TSi.done.ship })) onClose();
  };
  return (
    <Modal
      open={!!id}
      title={TSi.shipTitle}
      onCancel={onClose}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onOk={submit} okText={TSi.ship} pending={ship.pending} disabled={!day} testId="si-ship-ok" />}
    >
      <p className="si-muted">{TSi.shipHint}</p>
      <Form layout="vertical">
        <Form.Item label={TSi.distDate} required>
          <DatePicker value={day} onChange={setDay} style={{ width: 200 }} data-testid="si-ship-date" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 审核 by the supervisor: pass, or not with a required remark. */
export function ReviewDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const [pass, setPass] = useState(true);
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const review = useStockInWrite('FD_Foodfirmfillin/CheckFD_Foodfirmfillin');
  useEffect(() => {
    if (!id) return;
    setPass(true);
    setRemark('');
    setTried(false);
  }, [id]);
  const missing = !pass && !remark.trim();
  const submit = async () => {
    setTried(true);
    if (!id || missing) return;
    if (await review.run({ Id: id, Pass: pass, Remark: remark.trim() }, { success: TSi.done.review })) onClose();
  };
  return (
    <Modal
      open={!!id}
      title={TSi.reviewTitle}
      onCancel={onClose}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onOk={submit} okText={TSi.save} pending={review.pending} testId="si-review-ok" />}
    >
      <Form layout="vertical">
        <Form.Item label={TSi.reviewResult} required>
          <Radio.Group
            value={pass}
            onChange={(e) => setPass(e.target.value)}
            options={[
              { value: true, label: TSi.pass },
              { value: false, label: TSi.reject },
            ]}
            data-testid="si-review-result"
          />
        </Form.Item>
        <Form.Item
          label={TSi.reviewRemark}
          required={!pass}
          validateStatus={tried && missing ? 'error' : undefined}
          help={tried && missing ? TSi.reviewRemarkRequired : undefined}
        >
          <Input.TextArea rows={3} maxLength={200} showCount value={remark} onChange={(e) => setRemark(e.target.value)} data-testid="si-review-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
