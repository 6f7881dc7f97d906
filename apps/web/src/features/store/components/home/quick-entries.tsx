import { GiftOutlined, SafetyCertificateOutlined, ShopOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { storeText } from '../../../../lib/text';
import './quick-entries.css';

const ENTRIES: { to: string; icon: ReactNode; title: string; sub: string; tone: string }[] = [
  { to: '/eshop/store/nutritiondisplay', icon: <ShopOutlined />, title: storeText.entryMeals, sub: storeText.entryMealsSub, tone: 'green' },
  { to: '/eshop/store/seckill', icon: <ThunderboltOutlined />, title: storeText.seckillTitle, sub: storeText.entrySeckillSub, tone: 'red' },
  { to: '/eshop/store/latest', icon: <GiftOutlined />, title: storeText.latestTitle, sub: storeText.entryLatestSub, tone: 'orange' },
  { to: '/eshop/store/supplier', icon: <SafetyCertificateOutlined />, title: storeText.entrySuppliers, sub: storeText.entrySuppliersSub, tone: 'blue' },
];

/** Four shortcuts under the banner: meals, seckill, new arrivals, suppliers. */
export function QuickEntries() {
  return (
    <div className="store-entries">
      {ENTRIES.map((e) => (
        <Link key={e.to} to={e.to} className={`store-entry ${e.tone}`}>
          <span className="icon">{e.icon}</span>
          <b>{e.title}</b>
          <span className="sub">{e.sub}</span>
        </Link>
      ))}
    </div>
  );
}
