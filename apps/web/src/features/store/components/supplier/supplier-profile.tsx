import { SafetyCertificateFilled, ShopOutlined } from '@ant-design/icons';
import type { TSupplierDetail } from '@shanlian/contract';
import { Descriptions, Tag } from 'antd';
import { formatChinaDate } from '../../../../lib/format';
import { cmsText } from '../../../../lib/text';
import { FirmAvatar } from './firm-avatar';

type Firm = TSupplierDetail['firmuserInfo'];

/** The supplier's firm information: image, name, and the registered details. */
export function SupplierProfile({ firm }: { firm: Firm }) {
  const items = [
    { key: 'code', label: cmsText.creditCode, children: <span data-testid="supplier-credit-code">{firm.FirmStandardNumber}</span> },
    { key: 'since', label: cmsText.since, children: formatChinaDate(firm.CreateTime) },
    { key: 'contact', label: cmsText.contactName, children: firm.ContactName || '—' },
    { key: 'phone', label: cmsText.contactPhone, children: firm.ContactPhone || '—' },
    { key: 'address', label: cmsText.address, children: firm.Address || firm.ContactAddress || '—', span: 2 },
    ...(firm.ContactAddress && firm.ContactAddress !== firm.Address
      ? [{ key: 'contactAddress', label: cmsText.contactAddress, children: firm.ContactAddress, span: 2 }]
      : []),
    { key: 'scope', label: cmsText.managingScope, children: firm.ManagingScope || '—', span: 2 },
    { key: 'remark', label: cmsText.remark, children: firm.FirmRemark || '—', span: 2 },
  ];
  return (
    <section className="sl-section sl-supplier-profile" data-testid="supplier-profile">
      <FirmAvatar src={firm.FirmImage} name={firm.FirmName} width={256} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <h1 style={{ margin: '0 0 10px', fontSize: 24, color: '#222' }} data-testid="supplier-name">
          {firm.FirmName}
        </h1>
        <div style={{ display: 'flex', gap: 8, marginBottom: 16, flexWrap: 'wrap' }}>
          <Tag color="green" icon={<SafetyCertificateFilled />}>
            {cmsText.verified}
          </Tag>
          <Tag icon={<ShopOutlined />}>{cmsText.productCount(firm.ProductCount)}</Tag>
        </div>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={items} styles={{ label: { color: '#999', width: 130 } }} />
      </div>
    </section>
  );
}
