import { Card } from 'antd';
import { usePageTitle } from '../../../lib/use-page-title';

/** 配送轨迹 (being built). */
export default function Page() {
  usePageTitle('配送轨迹');
  return <Card title="配送轨迹">功能建设中</Card>;
}
