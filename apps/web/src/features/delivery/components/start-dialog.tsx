import { DELIVERY_MSG as M } from '@shanlian/contract/browser';
import { Alert, Form, Modal, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { DialogFooter } from '../../../components/console-layout';
import { formatChinaTime } from '../../../lib/format';
import { useDeliveryOp, useDeliveryPaged, useDeliveryWrite } from '../api';

/** Minutes since the vehicle left, when the run is registered afterwards (the server takes up to 12 hours). */
const LEFT_AGO = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720];

/** 发起配送: a vehicle in service, a driver of the firm, the shipped stock-in records it carries. */
export function StartDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [vehicle, setVehicle] = useState<string | null>(null);
  const [driver, setDriver] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [leftAgo, setLeftAgo] = useState(0);
  const [page, setPage] = useState(1);
  const vehicles = useDeliveryPaged('DST_Vehicle/GetVehicleList', { PagerInfo: { PageIndex: 1, PageSize: 100 } }, { enabled: open });
  const drivers = useDeliveryOp('DST_Distorder/GetDriverList', {}, { enabled: open });
  const records = useDeliveryPaged('DST_Distorder/GetDeliverableList', { PagerInfo: { PageIndex: page, PageSize: 10 } }, { enabled: open });
  const start = useDeliveryWrite('DST_Distorder/StartDelivery');
  const free = (vehicles.data?.rows ?? []).filter((v) => v.Status === 1 && v.StatusDesc !== '配送中');
  const close = () => {
    setVehicle(null);
    setDriver(null);
    setPicked([]);
    setLeftAgo(0);
    onClose();
  };
  const unplaced = (records.data?.rows ?? []).filter((r) => picked.includes(r.Id) && (r.Longitude === null || r.Latitude === null));
  return (
    <Modal
      open={open}
      width={760}
      title="发起配送"
      onCancel={close}
      destroyOnHidden
      footer={
        <DialogFooter
          onCancel={close}
          okText="发车"
          pending={start.pending}
          disabled={!vehicle || !driver || picked.length === 0}
          testId="delivery-submit"
          onOk={async () => {
            if (!vehicle || !driver) return;
            const StartTime = leftAgo ? new Date(Date.now() - leftAgo * 60_000).toISOString() : null;
            if (await start.run({ VehicleId: vehicle, DriverUserId: driver, FillInIds: picked, StartTime }, '已发车')) close();
          }}
        />
      }
    >
      <Form layout="vertical">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 12 }}>
          <Form.Item label="车辆" required>
            <Select
              data-testid="delivery-vehicle"
              placeholder="选择空闲车辆"
              loading={vehicles.isLoading}
              value={vehicle}
              onChange={setVehicle}
              notFoundContent="没有空闲的在用车辆，请先在配送车辆中登记"
              options={free.map((v) => ({ value: v.Id, label: `${v.VehicleNo}（${v.TemperatureClassName}）` }))}
            />
          </Form.Item>
          <Form.Item label="司机" required>
            <Select
              data-testid="delivery-driver"
              placeholder={M.driverRequired}
              showSearch
              optionFilterProp="label"
              loading={drivers.isLoading}
              value={driver}
              onChange={setDriver}
              options={(drivers.data ?? []).map((d) => ({ value: d.Id, label: `${d.FullName} ${d.MobileNumber}` }))}
            />
          </Form.Item>
          <Form.Item label="发车时间" extra="车辆已出发后补登时选择，出发以来的定位与温度都计入本次配送">
            <Select
              data-testid="delivery-start-time"
              value={leftAgo}
              onChange={setLeftAgo}
              options={LEFT_AGO.map((m) => ({ value: m, label: m === 0 ? '现在' : m < 60 ? `${m} 分钟前` : `${m / 60} 小时前` }))}
            />
          </Form.Item>
        </div>
        <Form.Item label={`随车进货单（已选 ${picked.length}，最多 20）`} required>
          <Table
            data-testid="delivery-fillins"
            size="small"
            rowKey="Id"
            scroll={{ x: 600 }}
            loading={records.isLoading}
            dataSource={records.data?.rows ?? []}
            locale={{ emptyText: '暂无已发货、待配送的进货单' }}
            rowSelection={{ selectedRowKeys: picked, onChange: (k) => setPicked((k as string[]).slice(0, 20)), preserveSelectedRowKeys: true }}
            pagination={{ current: page, pageSize: 10, total: records.data?.pager.RowCount ?? 0, onChange: setPage, size: 'small' }}
            columns={[
              { title: '进货单号', dataIndex: 'FillInNo', width: 180 },
              {
                title: '收货单位',
                dataIndex: 'FirmName',
                render: (t: string, r) => (
                  <span>
                    {t} {r.Longitude === null && <Tag color="warning">未设置经纬度</Tag>}
                  </span>
                ),
              },
              { title: '配送日期', dataIndex: 'DistDate', width: 120, render: (d: string | null) => (d ? formatChinaTime(d).slice(0, 10) : '—') },
              { title: '品种数', dataIndex: 'LineCount', width: 80 },
            ]}
          />
        </Form.Item>
        {unplaced.length > 0 && <Alert type="warning" showIcon message={`${M.stopNoCoordinates}：${unplaced.map((r) => r.FirmName).join('、')}`} />}
      </Form>
    </Modal>
  );
}
