import { EnvironmentOutlined, SafetyCertificateFilled, ShopOutlined } from '@ant-design/icons';
import type { TSupplier } from '@shanlian/contract';
import { Button, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { cmsText } from '../../../../lib/text';
import { FirmAvatar } from './firm-avatar';

export const supplierPath = (id: string) => `/eshop/store/supplier/${id}`;

/** A supplier in the list: image, name, managing scope, address, products on sale, link to the detail. */
export function SupplierCard({ supplier }: { supplier: TSupplier }) {
  const to = supplierPath(supplier.Id);
  return (
    <article data-testid="supplier-card" className="sl-supplier-card">
      <Link to={to} aria-label={supplier.FirmName}>
        <FirmAvatar src={supplier.FirmImage} name={supplier.FirmName} width={176} />
      </Link>
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
          <Link
            to={to}
            style={{ color: '#222', fontSize: 17, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            title={supplier.FirmName}
          >
            {supplier.FirmName}
          </Link>
          <SafetyCertificateFilled style={{ color: '#1f9d55', flex: 'none' }} title={cmsText.verified} />
        </div>
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ fontSize: 13, color: '#666', marginBottom: 6 }} title={supplier.ManagingScope}>
          <span style={{ color: '#999' }}>{cmsText.managingScope}：</span>
          {supplier.ManagingScope}
        </Typography.Paragraph>
        <div style={{ fontSize: 13, color: '#888', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={supplier.Address}>
          <EnvironmentOutlined style={{ marginRight: 4 }} />
          {supplier.Address}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 'auto', paddingTop: 10 }}>
          <span style={{ fontSize: 13, color: '#666' }}>
            <ShopOutlined style={{ marginRight: 4, color: '#1f9d55' }} />
            {cmsText.productCount(supplier.ProductCount)}
          </span>
          <Link to={to}>
            <Button size="small" type="primary" ghost>
              {cmsText.viewSupplier}
            </Button>
          </Link>
        </div>
      </div>
    </article>
  );
}

export function SupplierCardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="sl-supplier-list" aria-busy="true" data-testid="supplier-skeleton">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="sl-supplier-card">
          <SkeletonBlock />
        </div>
      ))}
    </div>
  );
}

function SkeletonBlock() {
  return (
    <>
      <Skeleton.Node active style={{ width: 176, height: 110 }} />
      <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} style={{ flex: 1 }} />
    </>
  );
}
