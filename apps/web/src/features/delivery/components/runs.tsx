import type { TAlarmEvent, TDistorderRow } from '@shanlian/contract';
import { DELIVERY_MSG as M } from '@shanlian/contract/browser';
import { Button, Input, Modal, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZE } from '../../../components/admin-table';
import { DialogFooter } from '../../../components/console-layout';
import { formatChinaTime } from '../../../lib/format';
import { useDeliveryPaged, useDeliveryWrite } from '../api';

const stopColor = (s: number) => (s === 2 ? 'success' : s === 1 ? 'processing' : 'default');
const reading = (v: number | null, unit: string) => (v === null ? '—' : `${v} ${unit}`);

/** A list's filter: status 1, status 2, or all (0). */
function StatusFilter({ value, labels, onChange }: { value: 1 | 2 | 0; labels: [string, string]; onChange: (v: 1 | 2 | 0) => void }) {
  return (
    <Segmented<1 | 2 | 0>
      value={value}
      onChange={onChange}
      options={[
        { label: labels[0], value: 1 },
        { label: labels[1], value: 2 },
        { label: '全部', value: 0 },
      ]}
    />
  );
}

/** Delivery runs, as the supplier (all stops, arrive/sign/finish) or a receiving buyer (its stops, sign) acts on them. */
export function RunsTable({ side }: { side: 'supplier' | 'buyer' }) {
  const [status, setStatus] = useState<1 | 2 | 0>(side === 'supplier' ? 1 : 0);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useDeliveryPaged('DST_Distorder/GetDistorderList', {
    Status: status || null,
    SearchName: search || null,
    PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE },
  });
  const stop = useDeliveryWrite('DST_Distorder/SetStopStatus');
  const finish = useDeliveryWrite('DST_Distorder/FinishDelivery');
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <StatusFilter
          value={status}
          labels={['配送中', '已完成']}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        <Input.Search
          allowClear
          placeholder="车牌 / 司机 / 收货单位 / 进货单号"
          onSearch={(s) => {
            setSearch(s.trim());
            setPage(1);
          }}
          style={{ width: 280 }}
        />
      </Space>
      <Table<TDistorderRow>
        rowKey="Id"
        size="middle"
        scroll={{ x: 980 }}
        loading={list.isLoading || list.isFetching}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: list.error ? list.error.message : status === 1 ? '暂无配送中的车辆' : '暂无配送记录' }}
        onRow={() => ({ 'data-testid': 'delivery-row' }) as never}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.pager.RowCount ?? 0,
          onChange: setPage,
          showTotal: (n) => `共 ${n} 条`,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: '车辆',
            key: 'vehicle',
            width: 150,
            render: (_, r) => (
              <span>
                <b>{r.VehicleNo}</b> <Tag>{r.TemperatureClassName}</Tag>
                <br />
                司机 {r.DriverName}
              </span>
            ),
          },
          { title: '出发', dataIndex: 'StartTime', width: 150, render: (t: string) => formatChinaTime(t) },
          {
            title: '站点',
            key: 'stops',
            render: (_, r) => (
              <div className="dl-stops">
                {r.Stops.map((s) => (
                  <Space key={s.Id} size={4} wrap>
                    <Tag color={stopColor(s.Status)}>
                      {s.TargetFirmName} · {s.StatusDesc}
                    </Tag>
                    {r.Status === 1 && side === 'supplier' && s.Status === 0 && (
                      <Button size="small" data-testid="stop-arrive" loading={stop.pending} onClick={() => stop.run({ Id: s.Id, Status: 1 }, '已标记到达')}>
                        到达
                      </Button>
                    )}
                    {r.Status === 1 && s.Status < 2 && (side === 'supplier' || s.Status === 1) && (
                      <Popconfirm title={`确认 ${s.TargetFirmName} 已签收进货单 ${s.FillInNo}？`} onConfirm={() => stop.run({ Id: s.Id, Status: 2 }, '已签收')}>
                        <Button size="small" type="primary" data-testid="stop-sign">
                          签收
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                ))}
              </div>
            ),
          },
          {
            title: '最新温湿度',
            key: 'last',
            width: 150,
            render: (_, r) =>
              r.LastReportTime ? (
                <span>
                  {reading(r.LastTemperature, '°C')} · {reading(r.LastHumidity, '%')}
                  <br />
                  <small>{formatChinaTime(r.LastReportTime).slice(11)}</small>
                </span>
              ) : (
                '—'
              ),
          },
          {
            title: '告警',
            key: 'alarms',
            width: 90,
            render: (_, r) => (r.OpenAlarmCount ? <Tag color="error">{r.OpenAlarmCount} 待处置</Tag> : r.AlarmCount ? <Tag>{r.AlarmCount} 已处置</Tag> : '无'),
          },
          { title: '状态', dataIndex: 'StatusDesc', width: 80, render: (t: string, r) => <Tag color={r.Status === 1 ? 'processing' : 'default'}>{t}</Tag> },
          {
            title: '操作',
            key: 'ops',
            width: 150,
            render: (_, r) => (
              <Space>
                {r.Stops[0] && (
                  <Link to={`/eshop/store/delivery/${r.Stops[0].FillInId}`} data-testid="delivery-map-link">
                    地图
                  </Link>
                )}
                {side === 'supplier' && r.Status === 1 && (
                  <Popconfirm title="结束本次配送？车辆将空闲，之后的上报不再属于本次配送。" onConfirm={() => finish.run({ Id: r.Id }, '配送已结束')}>
                    <Button size="small" danger data-testid="delivery-finish">
                      结束配送
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

/** Cold-chain alarms; the supplier records the action taken. */
export function AlarmsTable({ canAck }: { canAck: boolean }) {
  const [status, setStatus] = useState<1 | 2 | 0>(canAck ? 1 : 0);
  const [page, setPage] = useState(1);
  const [acking, setAcking] = useState<TAlarmEvent | null>(null);
  const [action, setAction] = useState('');
  const list = useDeliveryPaged('DST_Alarm/GetAlarmList', { Status: status || null, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } });
  const ack = useDeliveryWrite('DST_Alarm/AcknowledgeAlarm');
  const trimmed = action.trim();
  return (
    <div data-testid="alarm-list">
      <div style={{ marginBottom: 12 }}>
        <StatusFilter
          value={status}
          labels={['待处置', '已处置']}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
      </div>
      <Table<TAlarmEvent>
        rowKey="Id"
        size="middle"
        scroll={{ x: 900 }}
        loading={list.isLoading || list.isFetching}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: list.error ? list.error.message : '暂无冷链告警' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.pager.RowCount ?? 0,
          onChange: setPage,
          showTotal: (n) => `共 ${n} 条`,
          showSizeChanger: false,
        }}
        columns={[
          { title: '类型', dataIndex: 'AlarmTypeDesc', width: 100, render: (t: string) => <Tag color="error">{t}</Tag> },
          { title: '车辆', dataIndex: 'VehicleNo', width: 100 },
          { title: '开始', dataIndex: 'StartTime', width: 160, render: (t: string) => formatChinaTime(t) },
          { title: '持续', dataIndex: 'DurationMinutes', width: 100, render: (m: number, r) => `${m} 分钟${r.EndTime ? '' : '（持续中）'}` },
          { title: '峰值', key: 'peak', width: 150, render: (_, r) => `${reading(r.Temperature, '°C')} · ${reading(r.Humidity, '%')}` },
          {
            title: '处置',
            key: 'ack',
            render: (_, r) =>
              r.Status === 2 ? (
                <span>
                  {r.AckUserName}：{r.AckAction}
                  <br />
                  <small>{r.AckTime ? formatChinaTime(r.AckTime) : ''}</small>
                </span>
              ) : canAck ? (
                <Button size="small" type="primary" data-testid="alarm-ack" onClick={() => setAcking(r)}>
                  处置
                </Button>
              ) : (
                <Tag color="warning">{r.StatusDesc}</Tag>
              ),
          },
        ]}
      />
      <Modal
        open={!!acking}
        title={acking ? `处置告警：${acking.VehicleNo} ${acking.AlarmTypeDesc}` : ''}
        onCancel={() => setAcking(null)}
        destroyOnHidden
        footer={
          <DialogFooter
            onCancel={() => setAcking(null)}
            okText="提交"
            pending={ack.pending}
            disabled={!trimmed}
            testId="alarm-ack-submit"
            onOk={async () => {
              if (!acking) return;
              if (await ack.run({ Id: acking.Id, Action: trimmed }, '已记录处置措施')) {
                setAcking(null);
                setAction('');
              }
            }}
          />
        }
      >
        <Input.TextArea
          data-testid="alarm-action"
          rows={3}
          maxLength={200}
          showCount
          value={action}
          onChange={(e) => setAction(e.target.value)}
          placeholder={M.actionRequired}
        />
      </Modal>
    </div>
  );
}
