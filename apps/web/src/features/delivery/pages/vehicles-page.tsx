import type { TVehicle } from '@shanlian/contract';
import { DELIVERY_MSG as M, TEMPERATURE_CLASSES, telemetryTopic } from '@shanlian/contract/browser';
import { Alert, Button, Form, Input, Modal, Radio, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AdminFilters, AdminTable, PAGE_SIZE, RowAction, RowActions, RowConfirm, SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead, DialogFooter } from '../../../components/console-layout';
import { NumberInput } from '../../../components/number-input';
import { formatChinaTime } from '../../../lib/format';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeliveryPaged, useDeliveryWrite } from '../api';
import '../delivery.css';

/** The contract's plate pattern (a province character, a letter, 5 or 6 letters and digits). */
export const PLATE = /^[\u4e00-\u9fa5][A-Z][A-HJ-NP-Z0-9]{5,6}$/;
const CLASSES = Object.entries(TEMPERATURE_CLASSES).map(([value, label]) => ({ value, label }));

interface Values {
  VehicleNo: string;
  ProductFirmName?: string;
  VehicleModel?: string;
  VehicleLong?: number | null;
  VehicleWide?: number | null;
  VehicleHigh?: number | null;
  TemperatureClass: 'frozen' | 'chilled' | 'ambient';
  Status: 1 | 2;
  PlayUrl?: string;
}

/** /supplier/vehicles 配送车辆: the firm's vehicles, their telemetry terminals' tokens and latest reports. */
export default function VehiclesPage() {
  usePageTitle('配送车辆');
  const can = useCan();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TVehicle | 'new' | null>(null);
  const [token, setToken] = useState<{ plate: string; token: string } | null>(null);
  const list = useDeliveryPaged('DST_Vehicle/GetVehicleList', { SearchName: search || null, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } });
  const save = useDeliveryWrite('DST_Vehicle/SaveVehicle');
  const renew = useDeliveryWrite('DST_Vehicle/RenewDeviceToken');
  const remove = useDeliveryWrite('DST_Vehicle/DeleteVehicle');

  return (
    <>
      <ConsolePageHead
        title="配送车辆"
        sub="登记冷链车辆与车载终端；终端凭设备令牌上报位置与车厢温湿度"
        extra={
          can('vehicle:edit') && (
            <Button type="primary" data-testid="vehicle-add" onClick={() => setEditing('new')}>
              新增车辆
            </Button>
          )
        }
      />
      <ConsoleCard>
        <AdminFilters>
          <SearchBox
            placeholder="车牌号 / 厂商 / 型号"
            testId="vehicle-search"
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
          />
        </AdminFilters>
        <AdminTable<TVehicle>
          list={list}
          page={page}
          onPage={setPage}
          columns={[
            { title: '车牌号', dataIndex: 'VehicleNo', width: 110, render: (t: string) => <b data-testid="vehicle-row">{t}</b> },
            { title: '温控类型', dataIndex: 'TemperatureClassName', width: 90 },
            { title: '厂商 / 型号', key: 'model', render: (_, r) => [r.ProductFirmName, r.VehicleModel].filter(Boolean).join(' ') || '—' },
            {
              title: '尺寸（米）',
              key: 'size',
              width: 130,
              render: (_, r) => (r.VehicleLong !== null ? `${r.VehicleLong} × ${r.VehicleWide ?? '—'} × ${r.VehicleHigh ?? '—'}` : '—'),
            },
            {
              title: '状态',
              dataIndex: 'StatusDesc',
              width: 90,
              render: (t: string, r) => <Tag color={t === '配送中' ? 'processing' : r.Status === 1 ? 'success' : 'default'}>{t}</Tag>,
            },
            {
              title: '最近上报',
              key: 'last',
              width: 200,
              render: (_, r) =>
                r.LastReportTime ? (
                  <span>
                    {formatChinaTime(r.LastReportTime)}
                    <br />
                    {r.LastTemperature ?? '—'} °C · {r.LastHumidity ?? '—'} %
                  </span>
                ) : (
                  <Typography.Text type="secondary">未上报</Typography.Text>
                ),
            },
            { title: '令牌生成', dataIndex: 'TokenCreateTime', width: 160, render: (t: string | null) => (t ? formatChinaTime(t) : '—') },
            {
              title: '操作',
              key: 'ops',
              width: 200,
              hidden: !can(['vehicle:edit', 'vehicle:delete']),
              render: (_, r) => (
                <RowActions>
                  {can('vehicle:edit') && <RowAction onClick={() => setEditing(r)}>编辑</RowAction>}
                  {can('vehicle:edit') && (
                    <RowConfirm
                      title={`更换 ${r.VehicleNo} 的设备令牌？旧令牌将立即失效，终端需重新配置。`}
                      danger={false}
                      testId="vehicle-renew"
                      onConfirm={async () => {
                        const ok = await renew.run({ Id: r.Id });
                        if (ok?.data.DeviceToken) setToken({ plate: r.VehicleNo, token: ok.data.DeviceToken });
                      }}
                    >
                      更换令牌
                    </RowConfirm>
                  )}
                  {can('vehicle:delete') && <RowConfirm title="此操作将会删除该数据, 是否继续?" onConfirm={() => remove.run({ Id: r.Id }, '删除成功')} />}
                </RowActions>
              ),
            },
          ]}
        />
      </ConsoleCard>
      <VehicleDialog
        editing={editing}
        pending={save.pending}
        onCancel={() => setEditing(null)}
        onSubmit={async (v) => {
          const id = editing && editing !== 'new' ? editing.Id : null;
          const ok = await save.run({ ...v, Id: id }, '保存成功');
          if (!ok) return;
          setEditing(null);
          if (ok.data.DeviceToken) setToken({ plate: v.VehicleNo, token: ok.data.DeviceToken });
        }}
      />
      <Modal open={!!token} title="设备令牌" onCancel={() => setToken(null)} footer={<Button onClick={() => setToken(null)}>我已保存</Button>} destroyOnHidden>
        {token && (
          <>
            <Alert type="warning" showIcon message="令牌只显示这一次，请立即配置到车载终端；遗失后只能更换。" />
            <p style={{ marginTop: 12 }}>车辆 {token.plate} 的令牌：</p>
            <Typography.Paragraph copyable={{ text: token.token }} className="dl-token" data-testid="device-token">
              {token.token}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">
              HTTP 上报：POST /v1/Telemetry/Report，请求头 Authorization: Device &lt;令牌&gt;，正文{' '}
              {'{"Points":[{"Time","Longitude","Latitude","Temperature","Humidity"}]}'}（WGS-84 坐标）。
              <br />
              MQTT 上报：主题 {telemetryTopic(token.plate)}，消息同上并带 DeviceToken 字段。
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}

function VehicleDialog({
  editing,
  pending,
  onCancel,
  onSubmit,
}: {
  editing: TVehicle | 'new' | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (v: Values) => void;
}) {
  const [form] = Form.useForm<Values>();
  const initial: Partial<Values> =
    editing && editing !== 'new'
      ? {
          VehicleNo: editing.VehicleNo,
          ProductFirmName: editing.ProductFirmName,
          VehicleModel: editing.VehicleModel,
          VehicleLong: editing.VehicleLong,
          VehicleWide: editing.VehicleWide,
          VehicleHigh: editing.VehicleHigh,
          TemperatureClass: editing.TemperatureClass,
          Status: editing.Status as 1 | 2,
          PlayUrl: editing.PlayUrl,
        }
      : { TemperatureClass: 'chilled', Status: 1 };
  const size = { min: 0, max: 30, step: 0.1, style: { width: '100%' }, placeholder: '米' };
  return (
    <Modal
      open={!!editing}
      title={editing === 'new' ? '新增车辆' : '编辑车辆'}
      onCancel={onCancel}
      destroyOnHidden
      footer={<DialogFooter onCancel={onCancel} onOk={() => form.submit()} okText="保存" pending={pending} testId="vehicle-save" />}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => onSubmit({ ...v, VehicleNo: v.VehicleNo.trim().toUpperCase() })}
        preserve={false}
      >
        <Form.Item
          name="VehicleNo"
          label="车牌号"
          rules={[
            { required: true, message: M.vehicleNoRequired },
            { validator: (_, v: string) => (!v || PLATE.test(v.trim().toUpperCase()) ? Promise.resolve() : Promise.reject(new Error(M.vehicleNoInvalid))) },
          ]}
        >
          <Input data-testid="vehicle-no" maxLength={10} placeholder="如 浙A12345" />
        </Form.Item>
        <Form.Item name="TemperatureClass" label="温控类型" rules={[{ required: true, message: M.temperatureClass }]}>
          <Radio.Group data-testid="vehicle-class" options={CLASSES} optionType="button" />
        </Form.Item>
        <Form.Item name="ProductFirmName" label="厂商" rules={[{ max: 50, message: M.makerTooLong }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="VehicleModel" label="型号" rules={[{ max: 50, message: M.modelTooLong }]}>
          <Input maxLength={50} />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
          <Form.Item name="VehicleLong" label="长">
            <NumberInput {...size} />
          </Form.Item>
          <Form.Item name="VehicleWide" label="宽">
            <NumberInput {...size} />
          </Form.Item>
          <Form.Item name="VehicleHigh" label="高">
            <NumberInput {...size} />
          </Form.Item>
        </div>
        <Form.Item name="PlayUrl" label="车载摄像头（视频地址或设备编号，可空）" rules={[{ max: 300, message: M.playUrl }]}>
          <Input placeholder="https://… 或设备编号" />
        </Form.Item>
        <Form.Item name="Status" label="状态">
          <Select
            options={[
              { value: 1, label: '正常' },
              { value: 2, label: '停用' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
