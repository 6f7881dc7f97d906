import { Card } from 'antd';
import { usePageTitle } from '../../../lib/use-page-title';

/** 配送跟踪 (being built). */
export default function Page() {
  usePageTitle('配送跟踪');
  return <Card title="配送跟踪">功能建设中</Card>;
}
