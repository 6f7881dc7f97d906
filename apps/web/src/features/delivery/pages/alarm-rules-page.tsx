import type { TAlarmRule } from '@shanlian/contract';
import { DELIVERY_MSG as M } from '@shanlian/contract/browser';
import { Form, Modal, Table } from 'antd';
import { useState } from 'react';
import { ConsoleCard, ConsolePageHead, DialogFooter } from '../../../components/console-layout';
import { NumberInput } from '../../../components/number-input';
import { formatChinaTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeliveryOp, useDeliveryWrite } from '../api';

const bound = (v: number | null, unit: string) => (v === null ? '不限' : `${v} ${unit}`);

/** /console/cold-chain 冷链告警规则: each temperature class's band and how long out of it makes an alarm. */
export default function AlarmRulesPage() {
  usePageTitle('冷链告警规则');
  const rules = useDeliveryOp('DST_AlarmRule/GetAlarmRuleList', {});
  const save = useDeliveryWrite('DST_AlarmRule/SaveAlarmRule');
  const [editing, setEditing] = useState<TAlarmRule | null>(null);
  const [form] = Form.useForm();
  return (
    <>
      <ConsolePageHead title="冷链告警规则" sub="GB 31605-2020：冷藏、冷冻运输须监测并记录温度；超出范围并持续规定时长才告警，开门装卸的短暂波动不告警" />
      <ConsoleCard>
        <Table<TAlarmRule>
          rowKey="TemperatureClass"
          pagination={false}
          scroll={{ x: 760 }}
          loading={rules.isLoading}
          dataSource={rules.data ?? []}
          onRow={() => ({ 'data-testid': 'rule-row' }) as never}
          columns={[
            { title: '温控类型', dataIndex: 'TemperatureClassName', width: 100 },
            { title: '温度下限', dataIndex: 'MinTemperature', render: (v: number | null) => bound(v, '°C') },
            { title: '温度上限', dataIndex: 'MaxTemperature', render: (v: number | null) => bound(v, '°C') },
            { title: '湿度下限', dataIndex: 'MinHumidity', render: (v: number | null) => bound(v, '%') },
            { title: '湿度上限', dataIndex: 'MaxHumidity', render: (v: number | null) => bound(v, '%') },
            { title: '持续时长', dataIndex: 'MinDurationMinutes', render: (v: number) => `${v} 分钟` },
            {
              title: '更新',
              key: 'upd',
              render: (_, r) => (r.UpdateTime ? `${r.UpdateUserName ?? ''} ${formatChinaTime(r.UpdateTime)}` : '默认'),
            },
            {
              title: '操作',
              key: 'ops',
              width: 80,
              render: (_, r) => (
                <a
                  data-testid="rule-edit"
                  onClick={() => {
                    setEditing(r);
                    form.setFieldsValue(r);
                  }}
                >
                  编辑
                </a>
              ),
            },
          ]}
        />
      </ConsoleCard>
      <Modal
        open={!!editing}
        title={editing ? `编辑 ${editing.TemperatureClassName} 告警规则` : ''}
        onCancel={() => setEditing(null)}
        forceRender
        footer={<DialogFooter onCancel={() => setEditing(null)} onOk={() => form.submit()} okText="保存" pending={save.pending} testId="rule-save" />}
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={async (v) => {
            if (!editing) return;
            const ok = await save.run(
              {
                TemperatureClass: editing.TemperatureClass,
                MinTemperature: v.MinTemperature ?? null,
                MaxTemperature: v.MaxTemperature ?? null,
                MinHumidity: v.MinHumidity ?? null,
                MaxHumidity: v.MaxHumidity ?? null,
                MinDurationMinutes: v.MinDurationMinutes,
              },
              '保存成功',
            );
            if (ok) setEditing(null);
          }}
        >
          <p style={{ color: '#8c8c8c' }}>留空表示不限；修改只影响此后判定的读数，已有告警保留当时的规则。</p>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
            <Form.Item name="MinTemperature" label="温度下限 °C">
              <NumberInput min={-60} max={80} step={0.5} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="MaxTemperature"
              label="温度上限 °C"
              dependencies={['MinTemperature']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, v) =>
                    v == null || getFieldValue('MinTemperature') == null || getFieldValue('MinTemperature') <= v
                      ? Promise.resolve()
                      : Promise.reject(new Error(M.ruleBounds)),
                }),
              ]}
            >
              <NumberInput min={-60} max={80} step={0.5} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="MinHumidity" label="湿度下限 %">
              <NumberInput min={0} max={100} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="MaxHumidity"
              label="湿度上限 %"
              dependencies={['MinHumidity']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, v) =>
                    v == null || getFieldValue('MinHumidity') == null || getFieldValue('MinHumidity') <= v
                      ? Promise.resolve()
                      : Promise.reject(new Error(M.ruleBounds)),
                }),
              ]}
            >
              <NumberInput min={0} max={100} style={{ width: '100%' }} />
            </Form.Item>
          </div>
          <Form.Item name="MinDurationMinutes" label="超限持续多少分钟告警" rules={[{ required: true, message: M.ruleDuration }]}>
            <NumberInput min={1} max={120} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
