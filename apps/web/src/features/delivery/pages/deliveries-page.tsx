import { Card } from 'antd';
import { usePageTitle } from '../../../lib/use-page-title';

/** 配送任务 (being built). */
export default function Page() {
  usePageTitle('配送任务');
  return <Card title="配送任务">功能建设中</Card>;
}
