import { Button, Descriptions, Skeleton } from 'antd';
import { Link } from 'react-router';
import { QueryState } from '../../../../components/query-state';
import { TS } from '../../../../lib/text';
import { useOp } from '../../../../lib/use-op';

/** The 供应商信息 tab: who sells it, what they deal in, where they are, their licences. */
export default function SupplierPanel({ supplierId }: { supplierId: string }) {
  const q = useOp('Store/GetSupplierById', { Id: supplierId });
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
                { key: 'scope', label: TS.supplierScope, children: firm.ManagingScope || '—' },
                { key: 'addr', label: TS.supplierAddress, children: firm.ContactAddress || firm.Address || '—' },
                { key: 'count', label: TS.supplierProducts, children: TS.pieces(firm.ProductCount) },
                { key: 'lic', label: TS.supplierLicenses, children: TS.licensesCount(q.data?.firmlicenseInfos.length ?? 0) },
                { key: 'remark', label: TS.supplierRemark, children: firm.FirmRemark || '—' },
              ]}
            />
            <Link to={`/eshop/store/supplier/${supplierId}`}>
              <Button type="primary" ghost style={{ marginTop: 12 }}>
                {TS.visitSupplier}
              </Button>
            </Link>
          </div>
        </div>
      )}
    </QueryState>
  );
}
