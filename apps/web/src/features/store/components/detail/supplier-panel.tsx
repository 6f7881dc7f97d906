import { Button, Descriptions, Skeleton } from 'antd';
import { Link } from 'react-router';
import { QueryState } from '../../../../components/query-state';
import { storeText } from '../../../../lib/text';
import './supplier-panel.css';
import { storeApi } from '../../../../api/store';

/** The 供应商信息 tab: who sells it, what they deal in, where they are, their licences. */
export default function SupplierPanel({ supplierId }: { supplierId: string }) {
  const q = storeApi.useOp('Store/GetSupplierById', { Id: supplierId });
  const firm = q.data?.firmuserInfo;
  return (
    <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} skeleton={<Skeleton active avatar paragraph={{ rows: 4 }} />}>
      {firm && (
        <div className="store-supplier-card" data-testid="supplier-panel">
          {firm.FirmImage ? <img src={firm.FirmImage} alt={firm.FirmName} /> : <span />}
          <div>
            <h3 style={{ margin: '0 0 10px', fontSize: 18 }}>{firm.FirmName}</h3>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'scope', label: storeText.supplierScope, children: firm.ManagingScope || '—' },
                { key: 'addr', label: storeText.supplierAddress, children: firm.ContactAddress || firm.Address || '—' },
                { key: 'count', label: storeText.supplierProducts, children: storeText.pieces(firm.ProductCount) },
                { key: 'lic', label: storeText.supplierLicenses, children: storeText.licensesCount(q.data?.firmlicenseInfos.length ?? 0) },
                { key: 'remark', label: storeText.supplierRemark, children: firm.FirmRemark || '—' },
              ]}
            />
            <Link to={`/eshop/store/supplier/${supplierId}`}>
              <Button type="primary" ghost style={{ marginTop: 12 }}>
                {storeText.visitSupplier}
              </Button>
            </Link>
          </div>
        </div>
      )}
    </QueryState>
  );
}
