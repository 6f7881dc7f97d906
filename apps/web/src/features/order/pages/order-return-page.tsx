import { LeftOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LineProduct } from '../../../components/line-product';
import { QueryState } from '../../../components/query-state';
import { yuan } from '../../../lib/format';
import { orderText } from '../../../lib/text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useOrder } from '../api/get-order';
import { useOrderReturns } from '../api/get-returns';
import { useAddReturn } from '../api/order-mutations';
import { orderDetailPath } from '../components/order-actions';
import { ReturnForm } from '../components/returns/return-form';
import { SavedReturn } from '../components/returns/saved-return';
import { canRegisterReturn, receivedOf } from '../rules/order-actions';
import { initialReturnValues, type ReturnFormValues, returnInput } from '../rules/return-form';
import type { TOrderDetail } from '../rules/types';
import '../order.css';
import './order-return-page.css';
import { messageOf } from '../../../api/errors';

/** /eshop/store/orderReturn/:id — 申请售后: register a return or exchange of one order, then see the saved record. */
export default function OrderReturnPage() {
  usePageTitle(orderText.returnPageTitle);
  const { id } = useParams();
  const order = useOrder(id);
  const o = order.data;
  return (
    <div className="order-detail">
      <div className="detail-crumb">
        <Link to={id ? orderDetailPath(id) : '/eshop/store/order'}>
          <LeftOutlined /> {orderText.viewOrder}
        </Link>
        <span>/ {orderText.returnPageTitle}</span>
      </div>
      <QueryState
        isLoading={order.isLoading}
        error={order.error}
        onRetry={() => order.refetch()}
        isEmpty={!o}
        skeleton={
          <section className="sl-section">
            <Skeleton active paragraph={{ rows: 8 }} />
          </section>
        }
        empty={<EmptyState description={orderText.notFound} />}
      >
        {o && <ReturnPageBody order={o} />}
      </QueryState>
    </div>
  );
}

function ReturnPageBody({ order }: { order: TOrderDetail }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ReturnFormValues>();
  const add = useAddReturn();
  const submitKey = useSubmitKey(order.Id);
  const inFlight = useRef(false);
  const [savedId, setSavedId] = useState<string | null>(null);
  const saved = useOrderReturns(savedId ? order.Id : undefined, 1);
  const lines = order.B2B_ElectricityorderdetailInfos;
  const editable = canRegisterReturn(order.Status);

  const save = async (v: ReturnFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const { Id } = await add.mutateAsync({ input: returnInput(order.Id, v), key: submitKey.key });
      submitKey.renew();
      message.success(orderText.form.saved);
      setSavedId(Id);
    } catch (e) {
      message.error(messageOf(e));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className="return-page">
      <section className="sl-section detail-card return-page-main">
        <div className="detail-card-head">
          <h2>{orderText.returnPageTitle}</h2>
          <span className="grid-sub">
            {orderText.orderNo}
            {order.OrderNo}
          </span>
        </div>
        {savedId ? (
          <SavedReturn
            orderNo={order.OrderNo}
            record={saved.data?.rows.find((r) => r.Id === savedId)}
            onOrder={() => navigate(orderDetailPath(order.Id))}
            onAnother={() => setSavedId(null)}
          />
        ) : editable ? (
          <>
            <p className="return-page-intro">{orderText.returnPageIntro}</p>
            <ReturnForm form={form} lines={lines} initialValues={initialReturnValues(lines)} onFinish={save} disabled={add.isPending} />
            <div className="return-page-actions">
              <Button type="primary" size="large" loading={add.isPending} disabled={add.isPending} onClick={() => form.submit()} data-testid="return-submit">
                {orderText.form.save}
              </Button>
            </div>
          </>
        ) : (
          <Alert type="warning" showIcon title={orderText.registerOnlyShipped} />
        )}
      </section>
      <aside className="sl-section detail-card return-page-side">
        <div className="detail-card-head">
          <h2>{orderText.lines}</h2>
        </div>
        {lines.map((l) => (
          <div key={l.Id} className="return-side-line">
            <LineProduct line={l} size={48} />
            <div className="return-side-qty">
              <span>
                {orderText.col.ordered} {l.SealNumber}
              </span>
              <span>
                {orderText.col.received} {l.ReceivedNumber == null ? '—' : receivedOf(l)}
              </span>
              <span className={l.ReturnedNumber > 0 ? 'qty-short' : ''}>
                {orderText.col.returned} {l.ReturnedNumber}
              </span>
              <b>{yuan(l.TotalAmount)}</b>
            </div>
          </div>
        ))}
      </aside>
    </div>
  );
}
