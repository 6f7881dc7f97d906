import { Card } from 'antd';
import { usePageTitle } from '../../../lib/use-page-title';

/** 冷链告警规则 (being built). */
export default function Page() {
  usePageTitle('冷链告警规则');
  return <Card title="冷链告警规则">功能建设中</Card>;
}
