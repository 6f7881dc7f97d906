import { Card } from 'antd';
import { usePageTitle } from '../../../lib/use-page-title';

/** 配送车辆 (being built). */
export default function Page() {
  usePageTitle('配送车辆');
  return <Card title="配送车辆">功能建设中</Card>;
}
