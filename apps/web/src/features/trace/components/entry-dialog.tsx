import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { Alert, Button, Card, DatePicker, Form, Input, Modal, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { DialogFooter } from '../../../components/console-layout';
import { type DocFile, DocUpload } from '../../../components/doc-upload';
import { NumberInput } from '../../../components/number-input';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useStockInOp, useStockInWrite } from '../api/stock-in';
import { type EntryForm, type EntryLine, emptyLine, entryToInput, recordToEntry, type Side } from '../rules/stock-in-rules';
import { TSi } from '../stock-in-text';

/** The form's own values: the pickers hold Dayjs. */
type LineValues = Omit<EntryLine, 'ProductDate'> & { ProductDate?: Dayjs | null };
type Values = Omit<EntryForm, 'DistDate' | 'Lines'> & { DistDate?: Dayjs | null; Lines?: LineValues[] };

const toForm = (f: EntryForm): Values => ({
  ...f,
  DistDate: f.DistDate ? dayjs(f.DistDate) : null,
  Lines: (f.Lines ?? []).map((l) => ({ ...l, ProductDate: l.ProductDate ? dayjs(l.ProductDate) : null })),
});
const fromForm = (v: Values): EntryForm => ({
  ...v,
  DistDate: v.DistDate ? v.DistDate.format('YYYY-MM-DD') : null,
  Lines: (v.Lines ?? []).map((l) => ({ ...l, ProductDate: l.ProductDate ? l.ProductDate.format('YYYY-MM-DD') : null })),
});

const req = (label: string) => [{ required: true, whitespace: true, message: TSi.required(label) }];

/**
 * 自行录入 (the canteen's goods bought outside the shop) or 新建供货单 (the supplier's record for a
 * buyer), and editing either while it may still change. `editId` null: closed; '' new; an id: edit.
 */
export function EntryDialog({ side, editId, onClose }: { side: Side; editId: string | null; onClose: () => void }) {
  const open = editId !== null;
  const editing = !!editId;
  const [form] = Form.useForm<Values>();
  const rec = useStockInOp('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: editId ?? '' }, { enabled: editing });
  const [buyerSearch, setBuyerSearch] = useState('');
  const buyers = useStockInOp('FD_Foodfirmfillin/GetBuyerList', { SearchName: buyerSearch || null }, { enabled: open && side === 'supplier' });
  const add = useStockInWrite('FD_Foodfirmfillin/AddFD_Foodfirmfillin');
  const update = useStockInWrite('FD_Foodfirmfillin/UpdateFD_Foodfirmfillin');
  const submitKey = useSubmitKey(editId);
  // the lines whose certificates are still uploading (saving waits for them)
  const [uploading, setUploading] = useState<ReadonlySet<number>>(new Set());
  const onLineBusy = useCallback(
    (key: number, busy: boolean) =>
      setUploading((s) => {
        if (s.has(key) === busy) return s;
        const next = new Set(s);
        if (busy) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );

  useEffect(() => {
    if (!open) return;
    if (!editing) form.setFieldsValue(toForm({ DistDate: dayjs().format('YYYY-MM-DD'), Lines: [emptyLine()] }));
    else if (rec.data) form.setFieldsValue(toForm(recordToEntry(rec.data)));
  }, [open, editing, rec.data, form]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const info = entryToInput(side, fromForm(v));
    const r = editId
      ? await update.run({ FD_FoodfirmfillinInfo: { ...info, Id: editId } }, { key: submitKey.key, success: TSi.done.save })
      : await add.run({ FD_FoodfirmfillinInfo: info }, { key: submitKey.key, success: TSi.done.save });
    if (r) {
      submitKey.renew();
      onClose();
    }
  };
  const title = editing ? TSi.editTitle : side === 'supplier' ? TSi.entryTitleSupplier : TSi.entryTitleBuyer;
  const pending = add.pending || update.pending;

  return (
    <Modal
      open={open}
      title={title}
      width={980}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      footer={<DialogFooter onCancel={onClose} onOk={submit} okText={TSi.save} pending={pending} disabled={uploading.size > 0} testId="si-entry-ok" />}
    >
      {editing && rec.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : editing && rec.error ? (
        <Alert type="error" title={rec.error.message} />
      ) : (
        <Form form={form} layout="vertical" className="si-entry" data-testid="si-entry-form">
          <div className="si-grid">
            {side === 'supplier' ? (
              <Form.Item name="FirmId" label={TSi.buyer} rules={[{ required: true, message: TSi.buyerRequired }]}>
                <Select
                  showSearch={{ filterOption: false, onSearch: setBuyerSearch }}
                  placeholder={TSi.pickBuyer}
                  loading={buyers.isFetching}
                  options={(buyers.data ?? []).map((b) => ({ value: b.FirmId, label: b.FirmName }))}
                  disabled={editing}
                  data-testid="si-entry-buyer"
                />
              </Form.Item>
            ) : (
              <>
                <Form.Item name="SupplyFirmName" label={TSi.supplyFirmName} rules={[{ required: true, whitespace: true, message: TSi.supplyFirmNameRequired }]}>
                  <Input maxLength={100} data-testid="si-entry-supplier" />
                </Form.Item>
                <Form.Item name="SupplyFirmAddress" label={TSi.supplyAddress}>
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item name="SupplyFirmContact" label={TSi.supplyContact}>
                  <Input maxLength={50} />
                </Form.Item>
              </>
            )}
            <Form.Item name="DistDate" label={TSi.distDate} rules={[{ required: true, message: TSi.distDateRequired }]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="Remark" label={TSi.remark}>
              <Input maxLength={200} />
            </Form.Item>
          </div>
          <Form.List name="Lines">
            {(fields, { add: addLine, remove }) => (
              <>
                {fields.map((field, i) => (
                  <Card
                    key={field.key}
                    size="small"
                    className="si-entry-line"
                    title={TSi.lineNo(i + 1)}
                    extra={
                      fields.length > 1 && (
                        <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={TSi.removeLine} />
                      )
                    }
                  >
                    <div className="si-grid">
                      <Form.Item name={[field.name, 'ProductName']} label={TSi.productName} rules={req(TSi.productName)}>
                        <Input maxLength={50} data-testid="si-line-name" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'Specification']} label={TSi.specification}>
                        <Input maxLength={50} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'Unit']} label={TSi.unit} rules={req(TSi.unit)}>
                        <Input maxLength={10} data-testid="si-line-unit" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'Quantity']} label={TSi.quantity} rules={[{ required: true, message: TSi.required(TSi.quantity) }]}>
                        <NumberInput min={1} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'Price']} label={TSi.price} rules={[{ required: true, message: TSi.required(TSi.price) }]}>
                        <NumberInput min={0} precision={2} prefix="¥" style={{ width: '100%' }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'BatchNumber']} label={TSi.batch} rules={req(TSi.batch)}>
                        <Input maxLength={40} data-testid="si-line-batch" />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'ProductDate']}
                        label={TSi.productDate}
                        rules={[{ required: true, message: TSi.required(TSi.productDate) }]}
                      >
                        <DatePicker style={{ width: '100%' }} data-testid="si-line-date" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'ShelfLife']} label={TSi.shelfLife}>
                        <NumberInput min={0} max={3650} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'Storage']} label={TSi.storage}>
                        <Input maxLength={50} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'ProductLicense']} label={TSi.license}>
                        <Input maxLength={30} placeholder="SC…" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'TraceabilityCode']} label={TSi.traceCode}>
                        <Input maxLength={64} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'OriginFirmName']} label={TSi.origin} rules={req(TSi.origin)}>
                        <Input maxLength={100} data-testid="si-line-origin" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'Gtin']} label={TSi.gtin}>
                        <Input maxLength={14} inputMode="numeric" />
                      </Form.Item>
                    </div>
                    <Form.Item name={[field.name, 'Certificates']} label={TSi.certificates}>
                      <LineCertificates lineKey={field.key} onBusy={onLineBusy} />
                    </Form.Item>
                  </Card>
                ))}
                <Button
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  onClick={() => addLine(emptyLine())}
                  disabled={fields.length >= 100}
                  data-testid="si-add-line"
                >
                  {TSi.addLine}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      )}
    </Modal>
  );
}

/** A line's certificates (pictures or PDF, uploaded as certificates); tells the dialog while they upload. */
function LineCertificates({
  lineKey,
  onBusy,
  value,
  onChange,
}: {
  lineKey: number;
  onBusy: (key: number, busy: boolean) => void;
  value?: DocFile[];
  onChange?: (files: DocFile[]) => void;
}) {
  const onBusyChange = useCallback((busy: boolean) => onBusy(lineKey, busy), [lineKey, onBusy]);
  useEffect(() => () => onBusy(lineKey, false), [lineKey, onBusy]);
  return (
    <DocUpload
      value={value}
      onChange={onChange}
      onBusyChange={onBusyChange}
      moduleType={UPLOAD_MODULE_TYPE.certificate}
      max={20}
      label={TSi.certificateHint}
      testId="si-line-cert"
    />
  );
}
