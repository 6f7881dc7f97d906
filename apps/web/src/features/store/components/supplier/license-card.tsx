import { FileProtectOutlined } from '@ant-design/icons';
import type { TSupplierDetail } from '@shanlian/contract';
import { Image, Tag } from 'antd';
import { formatChinaDate } from '../../../../lib/format';
import { cmsText } from '../../../../lib/text';

type License = TSupplierDetail['firmlicenseInfos'][number];

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ display: 'flex', fontSize: 13, lineHeight: '22px' }}>
      <span style={{ color: '#999', flex: 'none', width: 72 }}>{label}</span>
      <span style={{ color: '#444', minWidth: 0, overflowWrap: 'anywhere' }}>{value}</span>
    </div>
  );
}

/** One licence: its image (click for the large preview), name, number, authority and validity. */
export function LicenseCard({ license, expired }: { license: License; expired: boolean }) {
  return (
    <div data-testid="license-card" style={{ border: '1px solid #eef0f2', borderRadius: 8, overflow: 'hidden', background: '#fff' }}>
      <div style={{ background: '#f6f8f7', height: 180, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {license.FileUrl ? (
          <Image
            src={license.FileUrl}
            alt={license.LicenseName}
            height={180}
            width="100%"
            style={{ objectFit: 'contain' }}
            preview={{ cover: cmsText.previewHint }}
            data-testid="license-image"
          />
        ) : (
          <span style={{ color: '#bbb' }}>
            <FileProtectOutlined style={{ fontSize: 36, display: 'block', marginBottom: 6 }} />
            {cmsText.noImage}
          </span>
        )}
      </div>
      <div style={{ padding: '12px 14px' }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 6 }}>
          <strong style={{ fontSize: 15, color: '#222' }}>{license.LicenseName}</strong>
          <Tag color={expired ? 'red' : 'green'} style={{ marginInlineEnd: 0 }}>
            {expired ? cmsText.licenseExpired : cmsText.licenseValid}
          </Tag>
        </div>
        <Line label={cmsText.licenseNumber} value={license.LicenseNumber} />
        <Line label={cmsText.issuingAuthority} value={license.IssuingAuthority} />
        <Line label={cmsText.validity} value={cmsText.validityRange(formatChinaDate(license.ValidFrom), formatChinaDate(license.ValidTo))} />
      </div>
    </div>
  );
}
