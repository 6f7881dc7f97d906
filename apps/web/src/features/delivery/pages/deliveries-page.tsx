import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { AlarmsTable, RunsTable } from '../components/runs';
import { StartDialog } from '../components/start-dialog';
import '../delivery.css';

/** /supplier/deliveries 配送任务: runs under way and done, starting one, and the cold-chain alarms to handle. */
export default function DeliveriesPage() {
  usePageTitle('配送任务');
  const can = useCan();
  const [starting, setStarting] = useState(false);
  return (
    <>
      <ConsolePageHead
        title="配送任务"
        sub="车辆、司机与随车进货单；到达由车载定位自动识别，也可手动标记"
        extra={
          can('delivery:edit') && (
            <Button type="primary" data-testid="delivery-start" onClick={() => setStarting(true)}>
              发起配送
            </Button>
          )
        }
      />
      <ConsoleCard>
        <Tabs
          items={[
            { key: 'runs', label: '配送单', children: <RunsTable side="supplier" /> },
            { key: 'alarms', label: '冷链告警', children: <AlarmsTable canAck={can('delivery:edit')} /> },
          ]}
        />
      </ConsoleCard>
      <StartDialog open={starting} onClose={() => setStarting(false)} />
    </>
  );
}
