import type { TShelfReviewDetail } from '@shanlian/contract';
import { App, Descriptions, Empty, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { formatChinaTime, yuan } from '../../../lib/format';
import { operatorText } from '../../../lib/text/operator';
import { useCan } from '../../../lib/use-can';
import { useOperatorWrite } from '../api';
import { differingFields, fieldName, type ShelfField, type ShelfSide } from '../rules/review-rules';
import { ReviewStatusTag, Thumbs } from './bits';
import { type ReasonAsk, ReasonDialog } from './reason-dialog';
import { decisionButtons, ReviewDrawer } from './review-queue';

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
        {decisionButtons(modal.confirm, {
          testId: 'shelf',
          pending: review.pending,
          onReject: () =>
            setAsk({
              title: operatorText.shelfRejectTitle(d.ProductName),
              action: operatorText.reject,
              hint: operatorText.shelfRejectHint,
              onSubmit: async (r) => !!(await review.run({ Id: d.Id, Approve: false, Reason: r }, operatorText.shelfRejected)),
            }),
          approveAsk: { title: operatorText.shelfApproveAsk(d.ProductName), content: operatorText.shelfApproveAskSub },
          onApprove: () => review.run({ Id: d.Id, Approve: true }, operatorText.shelfApproved),
        })}
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
  return (
    <ReviewDrawer
      op="Operator/GetShelfReviewDetail"
      id={id}
      onClose={onClose}
      title={(d) => (
        <>
          <span>{d.ProductName}</span>
          <ReviewStatusTag status={d.ReviewStatus} name={d.ReviewStatusName} />
          <Tag color={d.IsNew ? 'blue' : 'purple'}>{d.IsNew ? operatorText.newItem : operatorText.changedItem}</Tag>
        </>
      )}
      actions={(d) => <Actions d={d} />}
    >
      {(d) => <ShelfDetail d={d} />}
    </ReviewDrawer>
  );
}

/** The submission's facts, and the two sides compared. */
function ShelfDetail({ d }: { d: TShelfReviewDetail }) {
  const changed = differingFields(d.Live, d.Proposed);
  return (
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
  );
}
