import { Card, Tabs } from 'antd';
import { usePageTitle } from '../../../lib/use-page-title';
import { AlarmsTable, RunsTable } from '../components/runs';
import '../delivery.css';

/** /eshop/store/deliveries 配送跟踪: deliveries coming to the canteen, their temperature, signing, and their alarms. */
export default function BuyerDeliveriesPage() {
  usePageTitle('配送跟踪');
  return (
    <Card title="配送跟踪">
      <Tabs
        items={[
          { key: 'runs', label: '配送中的车辆', children: <RunsTable side="buyer" /> },
          { key: 'alarms', label: '冷链告警', children: <AlarmsTable canAck={false} /> },
        ]}
      />
    </Card>
  );
}
