import { SLOT_PATTERN, type TDeliverySettings, WEEKDAY_NAMES } from '@shanlian/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Input, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { call } from '../../../api/client';
import { messageOf } from '../../../api/errors';
import { ConsolePageHead as PageHead } from '../../../components/console-layout';
import { NumberInput } from '../../../components/number-input';
import { deskText } from '../../../lib/text';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSubmitKey } from '../../../lib/use-submit-key';

const KEY = ['desk', 'delivery-settings'] as const;

interface Values {
  DeliveryWeekdays: number[];
  DeliverySlots: string[];
  CutoffTime: string;
  LeadDays: number;
  Freight: number;
  FreeFreightAmount: number | null;
  MinOrderAmount: number;
}

/** /supplier/delivery — delivery days, time slots, cut-off, lead time, freight and the minimum order (起送金额). */
export default function DeskDeliveryPage() {
  usePageTitle('配送设置', deskText.deskName);
  const { message } = App.useApp();
  const can = useCan();
  const editable = can('delivery-setting:edit');
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const q = useQuery<TDeliverySettings>({ queryKey: KEY, queryFn: () => call('SupplierSetting/GetDeliverySettings', {}) });
  const submitKey = useSubmitKey(q.dataUpdatedAt);
  const save = useMutation({
    mutationFn: (v: Values) =>
      call('SupplierSetting/SaveDeliverySettings', { ...v, FreeFreightAmount: v.FreeFreightAmount ?? null }, { idempotencyKey: submitKey.key }),
    onSuccess: () => {
      submitKey.renew();
      message.success('配送设置已保存');
      void qc.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => message.error(messageOf(e, '保存失败')),
  });
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data);
  }, [q.data, form]);

  return (
    <div className="desk-card">
      <PageHead title="配送设置" />
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form form={form} layout="vertical" disabled={!editable} style={{ maxWidth: 640 }} onFinish={(v) => !save.isPending && save.mutate(v)}>
          <Form.Item name="DeliveryWeekdays" label="配送日" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个配送日' }]}>
            <Checkbox.Group options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: WEEKDAY_NAMES[d] }))} />
          </Form.Item>
          <Form.List
            name="DeliverySlots"
            rules={[{ validator: (_r, v: string[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请至少填写一个配送时段'))) }]}
          >
            {(fields, { add, remove }, { errors }) => (
              <Form.Item label="配送时段" required>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item
                      {...f}
                      rules={[
                        { required: true, message: '请填写配送时段' },
                        { pattern: SLOT_PATTERN, message: '格式如 07:00-09:00' },
                        {
                          validator: (_r, v: string) =>
                            !v || !SLOT_PATTERN.test(v) || v.slice(0, 5) < v.slice(6) ? Promise.resolve() : Promise.reject(new Error('结束时间须晚于开始时间')),
                        },
                      ]}
                    >
                      <Input placeholder="07:00-09:00" maxLength={11} style={{ width: 160 }} data-testid="delivery-slot" />
                    </Form.Item>
                    {editable && fields.length > 1 && (
                      <Button type="link" danger onClick={() => remove(f.name)}>
                        删除
                      </Button>
                    )}
                  </Space>
                ))}
                {editable && fields.length < 8 && (
                  <Button type="dashed" onClick={() => add('')}>
                    添加时段
                  </Button>
                )}
                <Form.ErrorList errors={errors} />
              </Form.Item>
            )}
          </Form.List>
          <Form.Item
            name="CutoffTime"
            label="截单时间（此时间后下单，最早配送日顺延一天）"
            rules={[{ required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: '格式须为 HH:mm' }]}
          >
            <Input placeholder="18:00" maxLength={5} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="LeadDays" label="提前天数（1 = 次日送达）" rules={[{ required: true, message: '请填写提前天数' }]}>
            <NumberInput min={0} max={14} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="Freight" label="运费（元）" rules={[{ required: true, message: '请填写运费' }]}>
            <NumberInput min={0} max={10000} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="FreeFreightAmount" label="满额免运费（元，留空表示不免）">
            <NumberInput min={0} max={1000000} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="MinOrderAmount" label="起送金额（元，0 表示不限）" rules={[{ required: true, message: '请填写起送金额' }]}>
            <NumberInput min={0} max={1000000} precision={2} style={{ width: 160 }} />
          </Form.Item>
          {editable && (
            <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending} data-testid="delivery-save">
              保存
            </Button>
          )}
        </Form>
      )}
    </div>
  );
}
