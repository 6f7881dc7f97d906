import { Breadcrumb, Button, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { QueryState } from '../../../components/query-state';
import { cmsText, commonText } from '../../../lib/text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSupplier } from '../api/suppliers';
import { SupplierLicenses } from '../components/supplier/supplier-licenses';
import { SupplierProducts } from '../components/supplier/supplier-products';
import { SupplierProfile } from '../components/supplier/supplier-profile';

const LIST = '/eshop/store/supplier';

function NotFoundResult() {
  return (
    <section className="sl-section">
      <Result
        status="404"
        title={cmsText.supplierNotFound}
        subTitle={cmsText.supplierNotFoundHint}
        extra={
          <Link to={LIST}>
            <Button type="primary">{cmsText.backToSuppliers}</Button>
          </Link>
        }
      />
    </section>
  );
}

/** /eshop/store/supplier/:id — the firm, its licences and its products. */
export default function SupplierDetailPage() {
  const { id = '' } = useParams();
  const supplier = useSupplier(id);
  const firm = supplier.data?.firmuserInfo;
  usePageTitle(firm?.FirmName ?? cmsText.suppliersTitle);
  const missing = supplier.error instanceof ApiError && supplier.error.status === 404;

  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/eshop/store">{commonText.home}</Link> },
          { title: <Link to={LIST}>{cmsText.suppliersTitle}</Link> },
          ...(firm ? [{ title: firm.FirmName }] : missing ? [{ title: cmsText.supplierNotFound }] : []),
        ]}
      />
      {missing ? (
        <NotFoundResult />
      ) : (
        <QueryState
          isLoading={supplier.isLoading}
          error={supplier.error}
          onRetry={() => supplier.refetch()}
          skeleton={
            <section className="sl-section" style={{ padding: 28 }}>
              <Skeleton avatar={{ shape: 'square', size: 168 }} active paragraph={{ rows: 5 }} />
            </section>
          }
        >
          {supplier.data && (
            <>
              <SupplierProfile firm={supplier.data.firmuserInfo} />
              <SupplierLicenses licenses={supplier.data.firmlicenseInfos} />
              <SupplierProducts supplierId={id} />
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
