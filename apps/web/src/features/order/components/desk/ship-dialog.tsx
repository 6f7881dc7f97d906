import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { TOrder, TOrderLine, TShipLine } from '@shanlian/contract';
import { CERTIFICATE_KINDS, type CertificateKind, isGtin, MSG, TRACE_MSG, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { useQueries } from '@tanstack/react-query';
import { Alert, Button, Col, Collapse, DatePicker, Descriptions, Form, Input, Modal, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { storeApi } from '../../../../api/store';
import { useNarrow } from '../../../../components/console-layout';
import { dialogFooter } from '../../../../components/dialog-footer';
import { type DocFile, DocUpload } from '../../../../components/doc-upload';
import { NumberInput } from '../../../../components/number-input';
import { defaultShipDate, isPastDate } from '../../../../lib/desk-rules';
import { yuan } from '../../../../lib/format';
import { deskText } from '../../../../lib/text';
import { batchText } from '../../../../lib/text/ledger';
import { serverNow } from '../../../../lib/use-now';
import { useSingleFlight } from '../../../../lib/use-single-flight';
import { useSubmitKey } from '../../../../lib/use-submit-key';
import { receivingItems } from './delivery-note';

const R = batchText.rules;

interface LineValues {
  BatchNumber?: string;
  ProductDate?: Dayjs | null;
  ShelfLife?: number | null;
  Storage?: string;
  ProductLicense?: string;
  TraceabilityCode?: string;
  Gtin?: string;
  OriginFirmName?: string;
  /** What this line's certificates are (检验报告 by default): their caption on the trace page. */
  CertKind?: CertificateKind;
  files?: DocFile[];
}

const KIND_OPTIONS = Object.entries(CERTIFICATE_KINDS).map(([value, label]) => ({ value, label }));
interface Values {
  date: Dayjs | null;
  lines: LineValues[];
}

const lineName = (l: TOrderLine) => [l.ProductName, l.Specification].filter(Boolean).join(' ');
/** The facts one line may hand to the next (同上一行); certificates are each line's own. */
const COPIED = ['BatchNumber', 'ProductDate', 'ShelfLife', 'Storage', 'ProductLicense', 'OriginFirmName'] as const;

/** The products' shelf lives (Store/GetProductDetailById), the default of each line's 保质期; unknown ones stay 0. */
function useShelfLives(lines: readonly TOrderLine[], enabled: boolean): Record<string, number> {
  const ids = [...new Set(lines.map((l) => l.FoodSaleShelfId))];
  const results = useQueries({
    queries: ids.map((id) => ({
      ...storeApi.read('Store/GetProductDetailById', { Id: id }),
      enabled,
      retry: false,
      staleTime: 5 * 60_000,
    })),
  });
  const out: Record<string, number> = {};
  results.forEach((r, i) => {
    const id = ids[i];
    if (id && r.data) out[id] = r.data.FoodShelfLife;
  });
  return out;
}

/** Whether a line has every fact the server asks for (the certificates aside). */
const complete = (v: LineValues | undefined) => !!v?.BatchNumber?.trim() && !!v.ProductDate && !!v.OriginFirmName?.trim();

/**
 * 发货: the delivery date (the buyer's requested day by default, else tomorrow; never in the past), then per order line its batch
 * (批次号, 生产日期, 保质期, 贮存, 许可证号, 追溯码, GTIN, 产地) and at least one certificate
 * (检验证明, pictures or PDF). Each line is a collapsible card, so it works on a phone; lines
 * missing something are named before anything is sent (the server names them again).
 */
export function ShipDialog({
  order,
  pending,
  onSubmit,
  onClose,
}: {
  order: TOrder | null;
  pending: boolean;
  /** `key` is this opening's Idempotency-Key. */
  onSubmit: (distDate: string, lines: TShipLine[], key: string) => Promise<void> | void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const narrow = useNarrow();
  // read when the dialog opens; a later resize (a phone turned) must not reset what was typed
  const narrowRef = useRef(narrow);
  narrowRef.current = narrow;
  const lines = order?.B2B_ElectricityorderdetailInfos ?? [];
  const shelfLives = useShelfLives(lines, !!order);
  const [open, setOpen] = useState<string[]>([]);
  const [busyLines, setBusyLines] = useState<Record<number, boolean>>({});
  const uploading = Object.values(busyLines).filter(Boolean).length;
  const [tried, setTried] = useState(false);
  const watched = Form.useWatch('lines', form) as LineValues[] | undefined;
  const submitKey = useSubmitKey(order?.Id ?? null);
  // validation is asynchronous: without this a double click validates twice and ships (and toasts) twice
  const once = useSingleFlight();

  useEffect(() => {
    if (!order) return;
    form.resetFields();
    form.setFieldsValue({
      date: dayjs(defaultShipDate(serverNow(), order.DeliveryDate)),
      lines: order.B2B_ElectricityorderdetailInfos.map(() => ({
        ShelfLife: null,
        files: [],
        CertKind: 'inspection',
        Storage: '',
        ProductLicense: '',
        TraceabilityCode: '',
        Gtin: '',
      })),
    });
    // on a wide screen every line starts open; on a phone the first, the others one tap away
    const ids = order.B2B_ElectricityorderdetailInfos.map((l) => l.Id);
    setOpen(narrowRef.current ? ids.slice(0, 1) : ids);
    setTried(false);
  }, [order, form]);

  // the product's shelf life fills a line's 保质期 while the supplier has not typed one (by content: the object is new each render)
  const lifeKey = JSON.stringify(shelfLives);
  useEffect(() => {
    if (!order) return;
    const lives = JSON.parse(lifeKey) as Record<string, number>;
    const current = (form.getFieldValue('lines') as LineValues[] | undefined) ?? [];
    order.B2B_ElectricityorderdetailInfos.forEach((l, i) => {
      const life = lives[l.FoodSaleShelfId];
      if (life != null && current[i] && current[i].ShelfLife == null) form.setFieldValue(['lines', i, 'ShelfLife'], life);
    });
  }, [order, lifeKey, form]);

  const lacking = useMemo(() => lines.filter((_, i) => !(watched?.[i]?.files?.length ?? 0)), [lines, watched]);
  const incomplete = useMemo(() => lines.filter((_, i) => !complete(watched?.[i])), [lines, watched]);

  const copyPrev = (i: number) => {
    const prev = (form.getFieldValue(['lines', i - 1]) as LineValues | undefined) ?? {};
    for (const k of COPIED) form.setFieldValue(['lines', i, k], prev[k]);
  };

  const submit = () => once.run(check);
  const check = async () => {
    setTried(true);
    let v: Values;
    try {
      v = await form.validateFields();
    } catch (e) {
      const bad = new Set<string>();
      for (const f of (e as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? []) {
        const i = f.name[0] === 'lines' ? Number(f.name[1]) : -1;
        const id = lines[i]?.Id;
        if (id) bad.add(id);
      }
      if (bad.size) setOpen((o) => [...new Set([...o, ...bad])]);
      return;
    }
    if (!v.date || uploading > 0) return;
    const noCert = lines.filter((_, i) => !(v.lines[i]?.files?.length ?? 0));
    if (noCert.length) {
      setOpen((o) => [...new Set([...o, ...noCert.map((l) => l.Id)])]);
      return;
    }
    await onSubmit(
      v.date.format('YYYY-MM-DD'),
      lines.map((l, i) => {
        const x = v.lines[i] ?? {};
        return {
          Id: l.Id,
          BatchNumber: x.BatchNumber?.trim() ?? '',
          ProductDate: x.ProductDate ? x.ProductDate.format('YYYY-MM-DD') : '',
          ShelfLife: x.ShelfLife ?? 0,
          Storage: x.Storage?.trim() ?? '',
          ProductLicense: x.ProductLicense?.trim() ?? '',
          TraceabilityCode: x.TraceabilityCode?.trim() ?? '',
          Gtin: x.Gtin?.trim() ?? '',
          OriginFirmName: x.OriginFirmName?.trim() ?? '',
          CertificateFileIds: (x.files ?? []).map((f) => f.Id),
          CertificateKinds: Object.fromEntries((x.files ?? []).map((f) => [f.Id, x.CertKind ?? 'inspection'])),
        };
      }),
      submitKey.key,
    );
  };

  // one stable callback per line, so each uploader's busy state is kept apart
  const busyHandlers = useMemo(
    () => lines.map((_, i) => (busy: boolean) => setBusyLines((prev) => (!!prev[i] === busy ? prev : { ...prev, [i]: busy }))),
    [lines],
  );

  return (
    <Modal
      open={!!order}
      title={deskText.shipTitle}
      onCancel={onClose}
      destroyOnHidden
      width={880}
      maskClosable={!pending}
      footer={dialogFooter({
        onClose,
        onOk: submit,
        okText: deskText.shipSubmit,
        testId: 'desk-ship-submit',
        pending: pending || once.busy,
        disabled: pending || once.busy || uploading > 0,
      })}
    >
      {order && (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          style={{ margin: '8px 0 16px' }}
          items={[
            { key: 'no', label: deskText.orderNo, children: order.OrderNo },
            { key: 'buyer', label: deskText.buyer, children: order.BuyerFirmName },
            ...receivingItems(order),
            { key: 'amount', label: deskText.colAmount, children: <span className="desk-red">{yuan(order.TotalAmount)}</span> },
          ]}
        />
      )}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="date" label={deskText.shipDate} extra={deskText.shipDateHint} rules={[{ required: true, message: MSG.distDateRequired }]}>
          <DatePicker
            data-testid="desk-ship-date"
            style={{ width: '100%', maxWidth: 280 }}
            allowClear={false}
            disabledDate={(d) => isPastDate(d.format('YYYY-MM-DD'), serverNow())}
          />
        </Form.Item>
        <div style={{ fontWeight: 600, marginBottom: 4 }}>{batchText.linesTitle}</div>
        <div className="desk-muted" style={{ marginBottom: 10 }}>
          {batchText.linesHint}
        </div>
        {tried && lacking.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 10 }}
            title={TRACE_MSG.certificateMissing(lacking.map(lineName).join('、'))}
            data-testid="desk-ship-lacking"
          />
        )}
        {tried && incomplete.length > 0 && (
          <Alert type="warning" showIcon style={{ marginBottom: 10 }} title={batchText.incomplete(incomplete.map(lineName).join('、'))} />
        )}
        <Collapse
          activeKey={open}
          onChange={(k) => setOpen(Array.isArray(k) ? k : [k])}
          data-testid="desk-ship-lines"
          items={lines.map((l, i) => {
            const v = watched?.[i];
            const done = complete(v) && (v?.files?.length ?? 0) > 0;
            return {
              key: l.Id,
              forceRender: true,
              label: (
                <span style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 8px', alignItems: 'baseline' }} data-testid="desk-ship-line">
                  <strong style={{ overflowWrap: 'anywhere' }}>{lineName(l)}</strong>
                  <span className="desk-muted">{batchText.quantity(l.SealNumber, l.Unit)}</span>
                </span>
              ),
              extra: done ? (
                <span style={{ color: '#1f9d55', whiteSpace: 'nowrap' }}>
                  <CheckCircleFilled /> {batchText.ok}
                </span>
              ) : (
                <span style={{ color: tried ? '#cf2c2f' : '#d48806', whiteSpace: 'nowrap' }}>
                  <ExclamationCircleFilled /> {batchText.missing}
                </span>
              ),
              children: (
                <div>
                  {i > 0 && (
                    <div style={{ textAlign: 'right', marginTop: -4, marginBottom: 4 }}>
                      <Button size="small" type="link" onClick={() => copyPrev(i)}>
                        {batchText.copyPrev}
                      </Button>
                    </div>
                  )}
                  <Row gutter={12}>
                    <Col xs={24} sm={12}>
                      <Form.Item
                        name={['lines', i, 'BatchNumber']}
                        label={batchText.batch}
                        rules={[
                          { required: true, whitespace: true, message: R.batch },
                          { max: 40, message: R.batchLong },
                        ]}
                      >
                        <Input maxLength={40} data-testid="desk-ship-batch" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item name={['lines', i, 'ProductDate']} label={batchText.productDate} rules={[{ required: true, message: R.productDate }]}>
                        <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(serverNow()), 'day')} data-testid="desk-ship-product-date" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item
                        name={['lines', i, 'ShelfLife']}
                        label={batchText.shelfLife}
                        extra={batchText.shelfLifeHint}
                        rules={[{ type: 'integer', min: 0, max: 3650, message: R.shelfLife }]}
                      >
                        <NumberInput min={0} max={3650} precision={0} style={{ width: '100%' }} placeholder="0" data-testid="desk-ship-shelf-life" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item name={['lines', i, 'Storage']} label={batchText.storage} rules={[{ max: 50, message: R.storageLong }]}>
                        <Input maxLength={50} placeholder={batchText.storagePlaceholder} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item
                        name={['lines', i, 'OriginFirmName']}
                        label={batchText.origin}
                        rules={[
                          { required: true, whitespace: true, message: R.origin },
                          { max: 100, message: R.originLong },
                        ]}
                      >
                        <Input maxLength={100} placeholder={batchText.originPlaceholder} data-testid="desk-ship-origin" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item
                        name={['lines', i, 'ProductLicense']}
                        label={batchText.license}
                        rules={[
                          {
                            validator: (_, s?: string) =>
                              !s?.trim() || /^[A-Za-z]{2}\d{14}$/.test(s.trim()) ? Promise.resolve() : Promise.reject(new Error(R.license)),
                          },
                        ]}
                      >
                        <Input maxLength={30} placeholder={batchText.licensePlaceholder} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item name={['lines', i, 'TraceabilityCode']} label={batchText.traceCode} rules={[{ max: 64, message: R.traceLong }]}>
                        <Input maxLength={64} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item
                        name={['lines', i, 'Gtin']}
                        label={batchText.gtin}
                        rules={[{ validator: (_, s?: string) => (!s?.trim() || isGtin(s.trim()) ? Promise.resolve() : Promise.reject(new Error(R.gtin))) }]}
                      >
                        <Input maxLength={14} inputMode="numeric" />
                      </Form.Item>
                    </Col>
                  </Row>
                  <Form.Item name={['lines', i, 'CertKind']} label={batchText.certificateKind} style={{ maxWidth: 320 }}>
                    <Select options={KIND_OPTIONS} data-testid="desk-ship-certificate-kind" />
                  </Form.Item>
                  <Form.Item
                    name={['lines', i, 'files']}
                    label={batchText.certificates}
                    required
                    extra={batchText.certificateHint}
                    validateStatus={tried && !(v?.files?.length ?? 0) ? 'error' : undefined}
                    help={tried && !(v?.files?.length ?? 0) ? TRACE_MSG.certificateMissing(lineName(l)) : undefined}
                  >
                    <DocUpload
                      moduleType={UPLOAD_MODULE_TYPE.certificate}
                      max={20}
                      label="图片或 PDF"
                      onBusyChange={busyHandlers[i]}
                      testId="desk-ship-certificates"
                    />
                  </Form.Item>
                </div>
              ),
            };
          })}
        />
        {uploading > 0 && (
          <div className="desk-muted" style={{ marginTop: 8 }}>
            {batchText.uploading}
          </div>
        )}
      </Form>
    </Modal>
  );
}
