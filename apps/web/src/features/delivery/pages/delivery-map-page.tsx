import type { TAlarmEvent, TDistorder } from '@shanlian/contract';
import { DELIVERY_MSG, deliveryPlan, formatChinaTime, TELEMETRY } from '@shanlian/contract/browser';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Skeleton, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { call } from '../../../api/client';
import { QueryState } from '../../../components/query-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { DeliveryMap, type MapConfig } from '../map/delivery-map';
import { ReplayBar } from '../map/replay-bar';
import { positionAt, toPoints } from '../map/route';
import { TelemetryChart } from '../map/telemetry-chart';
import { useReplay } from '../map/use-replay';
import '../delivery.css';

const bandText = (o: TDistorder) => {
  const b = o.Band;
  const t =
    b.MinTemperature !== null && b.MaxTemperature !== null
      ? `${b.MinTemperature}～${b.MaxTemperature} °C`
      : b.MaxTemperature !== null
        ? `≤ ${b.MaxTemperature} °C`
        : b.MinTemperature !== null
          ? `≥ ${b.MinTemperature} °C`
          : '不限温度';
  return `${b.TemperatureClassName} ${t}${b.MaxHumidity !== null ? `，湿度 ≤ ${b.MaxHumidity}%` : ''}，超限 ${b.MinDurationMinutes} 分钟告警`;
};
const num = (v: number | null, unit: string) => (v === null ? '—' : `${v} ${unit}`);

/** /eshop/store/delivery/:id — the delivery of a stock-in record on a map, with its temperature chart and replay. */
export default function DeliveryMapPage() {
  usePageTitle('配送轨迹');
  const { id = '' } = useParams();
  const order = useQuery({
    queryKey: ['delivery-map', id],
    queryFn: () => call('DST_Distorder/GetDistorder', { foodFirmFillInId: id }),
    refetchInterval: 15_000,
  });
  const config = useQuery({ queryKey: ['map-config'], queryFn: () => call('DST_Distorder/GetMapConfig', {}), staleTime: Number.POSITIVE_INFINITY });
  return (
    <div className="dl-page">
      <QueryState
        isLoading={order.isLoading || config.isLoading}
        error={order.error ?? config.error}
        onRetry={() => order.refetch()}
        skeleton={
          <Card>
            <Skeleton active paragraph={{ rows: 10 }} />
          </Card>
        }
      >
        {order.data && config.data && <DeliveryView order={order.data} config={config.data as MapConfig & { KeyMissing: boolean }} />}
      </QueryState>
    </div>
  );
}

function DeliveryView({ order, config }: { order: TDistorder; config: MapConfig & { KeyMissing: boolean } }) {
  const points = useMemo(() => toPoints(order.Route), [order.Route]);
  const from = points[0]?.t ?? Date.parse(order.StartTime);
  const to = points.at(-1)?.t ?? from;
  const replay = useReplay(from, to);
  const [follow, setFollow] = useState(true);
  const [tileFailed, setTileFailed] = useState(false);
  const plan = deliveryPlan(order.Cac_QLYFirm, order.dST_DistorderfirmInfos);
  const valid = order.Cac_QLYFirm.Longitude !== null && order.Cac_QLYFirm.Latitude !== null && plan !== null;
  const position = replay.time === null ? null : positionAt(points, replay.time, TELEMETRY.gapMs);
  const v = order.eN_DistvehicleInfo;
  const s = order.Summary;

  return (
    <>
      <Card
        className="dl-head"
        title={
          <span>
            配送轨迹 · {v.VehicleNo} <Tag color={order.Status === 1 ? 'processing' : 'default'}>{order.StatusDesc}</Tag>
            {order.Event.some((e) => e.Status === 1) && <Tag color="error">有待处置告警</Tag>}
          </span>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label="起点">{order.Cac_QLYFirm.FirmName}</Descriptions.Item>
          <Descriptions.Item label="终点">{plan?.destination.TargetFirmName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="配送员">
            {order.bA_UserInfo.FullName} {order.bA_UserInfo.MobileNumber}
          </Descriptions.Item>
          <Descriptions.Item label="出发时间">{formatChinaTime(order.StartTime)}</Descriptions.Item>
          <Descriptions.Item label="温控要求">{bandText(order)}</Descriptions.Item>
          <Descriptions.Item label="最近上报">{s.LastReportTime ? formatChinaTime(s.LastReportTime) : '暂无'}</Descriptions.Item>
          <Descriptions.Item label="温度">
            {num(s.MinTemperature, '°C')} ～ {num(s.MaxTemperature, '°C')}（平均 {num(s.AvgTemperature, '°C')}）
          </Descriptions.Item>
          <Descriptions.Item label="湿度">
            {num(s.MinHumidity, '%')} ～ {num(s.MaxHumidity, '%')}
          </Descriptions.Item>
          <Descriptions.Item label="里程">
            {s.DistanceKm} 公里 · {s.PointCount} 个定位点{order.RouteThinned ? '（已抽稀显示）' : ''}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {config.KeyMissing && <Alert type="warning" showIcon message="请填写key" className="dl-alert" />}
      {tileFailed && <Alert type="warning" showIcon message="地图底图加载失败，已在空白底图上显示轨迹" className="dl-alert" />}
      {!valid ? (
        <Card>
          <Alert type="error" showIcon message={DELIVERY_MSG.navTarget} data-testid="map-invalid" />
        </Card>
      ) : (
        <Card className="dl-map-card" bodyStyle={{ padding: 0 }}>
          {points.length === 0 && <Alert type="info" showIcon banner message="车辆尚未上报定位，显示计划路线" />}
          <DeliveryMap order={order} points={points} config={config} replay={position} follow={follow} onTileError={() => setTileFailed(true)} />
          <div className="dl-legend">
            <span className="dl-legend-route" /> 实际轨迹（断点处为数据缺失） <span className="dl-legend-plan" /> 计划顺序
          </div>
        </Card>
      )}
      <Card title="温湿度曲线" className="dl-chart-card">
        {points.length === 0 ? (
          <Alert type="info" showIcon message="暂无温湿度数据" />
        ) : (
          <>
            <TelemetryChart points={points} band={order.Band} alarms={order.Event} cursor={replay.time} onPick={(t) => replay.seek(t)} />
            <ReplayBar replay={replay} from={from} to={to} follow={follow} onFollow={setFollow} />
          </>
        )}
      </Card>
      <Card title={`冷链告警（${order.Event.length}）`} className="dl-alarm-card">
        <AlarmTable alarms={order.Event} onPick={(t) => replay.seek(t)} />
      </Card>
      <Card title="配送站点">
        <Table
          size="small"
          rowKey="Id"
          pagination={false}
          scroll={{ x: 560 }}
          dataSource={order.dST_DistorderfirmInfos}
          columns={[
            { title: '收货单位', dataIndex: 'TargetFirmName' },
            { title: '进货单', dataIndex: 'FillInNo', width: 170 },
            {
              title: '状态',
              dataIndex: 'StatusDesc',
              width: 90,
              render: (t, r) => <Tag color={r.Status === 2 ? 'success' : r.Status === 1 ? 'processing' : 'default'}>{t}</Tag>,
            },
            { title: '到达', dataIndex: 'ArriveTime', width: 150, render: (t: string | null) => (t ? formatChinaTime(t) : '—') },
            { title: '签收', dataIndex: 'SignTime', width: 150, render: (t: string | null) => (t ? formatChinaTime(t) : '—') },
          ]}
        />
      </Card>
    </>
  );
}

function AlarmTable({ alarms, onPick }: { alarms: readonly TAlarmEvent[]; onPick: (t: number) => void }) {
  return (
    <Table<TAlarmEvent>
      size="small"
      rowKey="Id"
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: '全程温湿度在要求范围内，无告警' }}
      dataSource={[...alarms]}
      onRow={(r) => ({ 'data-testid': 'alarm-row', onClick: () => onPick(Date.parse(r.StartTime)), style: { cursor: 'pointer' } }) as never}
      columns={[
        { title: '类型', dataIndex: 'AlarmTypeDesc', width: 90, render: (t) => <Tag color="error">{t}</Tag> },
        { title: '开始', dataIndex: 'StartTime', width: 150, render: (t: string) => formatChinaTime(t) },
        { title: '持续', dataIndex: 'DurationMinutes', width: 80, render: (m: number, r) => `${m} 分钟${r.EndTime ? '' : '（持续中）'}` },
        { title: '峰值温度', dataIndex: 'Temperature', width: 90, render: (t: number | null) => num(t, '°C') },
        { title: '湿度', dataIndex: 'Humidity', width: 80, render: (t: number | null) => num(t, '%') },
        {
          title: '处置',
          dataIndex: 'StatusDesc',
          render: (t: string, r) => (r.Status === 2 ? `${r.AckUserName}：${r.AckAction}` : <Tag color="warning">{t}</Tag>),
        },
      ]}
    />
  );
}
