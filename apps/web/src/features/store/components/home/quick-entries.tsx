import { GiftOutlined, SafetyCertificateOutlined, ShopOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TS } from '../../../../lib/text';

const ENTRIES: { to: string; icon: ReactNode; title: string; sub: string; tone: string }[] = [
  { to: '/eshop/store/nutritiondisplay', icon: <ShopOutlined />, title: TS.entryMeals, sub: TS.entryMealsSub, tone: 'green' },
  { to: '/eshop/store/seckill', icon: <ThunderboltOutlined />, title: TS.seckillTitle, sub: TS.entrySeckillSub, tone: 'red' },
  { to: '/eshop/store/latest', icon: <GiftOutlined />, title: TS.latestTitle, sub: TS.entryLatestSub, tone: 'orange' },
  { to: '/eshop/store/supplier', icon: <SafetyCertificateOutlined />, title: TS.entrySuppliers, sub: TS.entrySuppliersSub, tone: 'blue' },
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
