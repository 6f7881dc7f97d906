import type { TShelfReviewDetail } from '@shanlian/contract';
import { App, Button, Descriptions, Drawer, Empty, Skeleton, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { yuan } from '../../../lib/format';
import { formatChinaTime } from '../../../lib/format';
import { operatorText } from '../../../lib/text/operator';
import { useCan } from '../../../lib/use-can';
import { useOperatorOp, useOperatorWrite } from '../api';
import { differingFields, fieldName, type ShelfField, type ShelfSide } from '../rules/review-rules';
import { ReviewStatusTag, Thumbs } from './bits';
import { type ReasonAsk, ReasonDialog } from './reason-dialog';

/** One field of one side: its label, its value, marked when the proposal changes it. */
function Field({ label, changed, children, testId }: { label: string; changed: boolean; children: ReactNode; testId: string }) {
  return (
    <div className={`op-field${changed ? ' is-changed' : ''}`} data-testid={testId} data-changed={String(changed)}>
      <div className="op-field-label">
        {label}
        {changed && (
          <Tag color="orange" style={{ marginInlineStart: 6 }}>
            {operatorText.changed}
          </Tag>
        )}
      </div>
      <div className="op-field-value">{children}</div>
    </div>
  );
}

/** One side of the comparison: name, prices, images, the introduction (sanitised by the server) inside its own box. */
function Side({ side, changed, mark }: { side: ShelfSide; changed: Set<ShelfField>; mark: boolean }) {
  const is = (f: ShelfField) => mark && changed.has(f);
  return (
    <>
      <Field label={fieldName('ProductName')} changed={is('ProductName')} testId="side-name">
        {side.ProductName}
      </Field>
      <div className="op-two">
        <Field label={fieldName('PresentPrice')} changed={is('PresentPrice')} testId="side-price">
          <span className="op-price">{yuan(side.PresentPrice)}</span>
        </Field>
        <Field label={fieldName('OriginalPrice')} changed={is('OriginalPrice')} testId="side-original">
          {yuan(side.OriginalPrice)}
        </Field>
      </div>
      <Field label={fieldName('Images')} changed={is('Images')} testId="side-images">
        <Thumbs files={side.Images} size={84} empty={operatorText.noImages} />
      </Field>
      <Field label={fieldName('Introduction')} changed={is('Introduction')} testId="side-intro">
        {side.Introduction.trim() ? (
          // the server sanitised the HTML on save (the product introductions' rules)
          <div className="op-intro sl-rich" dangerouslySetInnerHTML={{ __html: side.Introduction }} />
        ) : (
          <span className="op-muted">{operatorText.noIntroduction}</span>
        )}
      </Field>
    </>
  );
}

function Actions({ d }: { d: TShelfReviewDetail }) {
  const { modal } = App.useApp();
  const can = useCan();
  const review = useOperatorWrite('Operator/ReviewShelfItem');
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  if (!can('shelf-review:review') || d.ReviewStatus !== 'pending') return null;
  return (
    <>
      <Space>
        <Button
          danger
          onClick={() =>
            setAsk({
              title: operatorText.shelfRejectTitle(d.ProductName),
              action: operatorText.reject,
              hint: operatorText.shelfRejectHint,
              onSubmit: async (r) => !!(await review.run({ Id: d.Id, Approve: false, Reason: r }, operatorText.shelfRejected)),
            })
          }
          data-testid="shelf-reject"
        >
          {operatorText.reject}
        </Button>
        <Button
          type="primary"
          loading={review.pending}
          onClick={() =>
            modal.confirm({
              title: operatorText.shelfApproveAsk(d.ProductName),
              content: operatorText.shelfApproveAskSub,
              okText: operatorText.approve,
              cancelText: operatorText.cancel,
              okButtonProps: { 'data-testid': 'approve-ok' } as never,
              onOk: () => review.run({ Id: d.Id, Approve: true }, operatorText.shelfApproved),
            })
          }
          data-testid="shelf-approve"
        >
          {operatorText.approve}
        </Button>
      </Space>
      <ReasonDialog ask={ask} pending={review.pending} onClose={() => setAsk(null)} />
    </>
  );
}

/**
 * 商品审核详情: what the store shows now (商城现有) beside what waits (待审核), the fields that
 * differ marked on both sides; 通过 / 驳回 (with a reason the supplier sees).
 */
export function ShelfReviewDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useOperatorOp('Operator/GetShelfReviewDetail', { Id: id ?? '' }, { enabled: !!id });
  const d = detail.data;
  const changed = d ? differingFields(d.Live, d.Proposed) : new Set<ShelfField>();
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      size={1120}
      destroyOnHidden
      title={
        d ? (
          <Space size={8}>
            <span>{d.ProductName}</span>
            <ReviewStatusTag status={d.ReviewStatus} name={d.ReviewStatusName} />
            <Tag color={d.IsNew ? 'blue' : 'purple'}>{d.IsNew ? operatorText.newItem : operatorText.changedItem}</Tag>
          </Space>
        ) : (
          operatorText.details
        )
      }
      footer={d ? <div className="op-drawer-footer">{<Actions d={d} />}</div> : null}
    >
      {detail.isLoading ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : detail.error || !d ? (
        <EmptyState description={detail.error?.message}>
          <Button onClick={() => detail.refetch()}>{operatorText.retry}</Button>
        </EmptyState>
      ) : (
        <div data-testid="shelf-detail">
          <Descriptions
            size="small"
            column={3}
            style={{ marginBottom: 16 }}
            items={[
              { key: 's', label: operatorText.supplierName, children: d.SupplierName },
              { key: 't', label: operatorText.foodType, children: d.FoodTypeName || '—' },
              { key: 'time', label: operatorText.submitTime, children: formatChinaTime(d.SubmitTime) },
              { key: 'spec', label: operatorText.spec, children: d.Specification || '—' },
              { key: 'unit', label: operatorText.unit, children: d.Unit || '—' },
              { key: 'brand', label: operatorText.brand, children: d.Brand || '—' },
              ...(d.ReviewStatus === 'rejected' && d.ReviewReason ? [{ key: 'r', label: operatorText.reviewReason, span: 3, children: d.ReviewReason }] : []),
            ]}
          />
          <div className="op-side-by-side">
            <section className="op-pane" data-testid="shelf-live">
              <h3>{operatorText.live}</h3>
              {d.Live ? <Side side={d.Live} changed={changed} mark /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={operatorText.liveNone} />}
            </section>
            <section className="op-pane is-proposed" data-testid="shelf-proposed">
              <h3>{operatorText.proposed}</h3>
              <Side side={d.Proposed} changed={changed} mark={!!d.Live} />
            </section>
          </div>
        </div>
      )}
    </Drawer>
  );
}
