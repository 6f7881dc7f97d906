import type { ShelfReview, TShelfReviewRow } from '@shanlian/contract';
import { SHELF_REVIEW } from '@shanlian/contract/browser';
import { Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { formatChinaTime, yuan } from '../../../lib/format';
import { thumbUrl } from '../../../lib/image';
import { operatorText } from '../../../lib/text/operator';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperatorPaged } from '../api';
import { ReviewStatusTag } from '../components/bits';
import { ReviewQueue, useReviewQueue } from '../components/review-queue';
import { ShelfReviewDrawer } from '../components/shelf-review-drawer';
import { fieldName } from '../rules/review-rules';
import '../operator.css';

type Tab = ShelfReview | 'all';
const TABS: Tab[] = ['pending', 'rejected', 'approved', 'all'];

/**
 * /console/shelf-review — 商品审核: new items and changes to listed ones (待审核 first); 详情 opens
 * the comparison of what the store shows and what waits, with 通过 / 驳回.
 */
export default function ShelfReviewPage() {
  usePageTitle(operatorText.shelfReviewTitle);
  const queue = useReviewQueue<ShelfReview>('pending');
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useOperatorPaged('Operator/GetShelfReviewList', {
    Status: queue.status,
    Keyword: queue.search || null,
    PagerInfo: queue.pager,
  });

  return (
    <ReviewQueue<TShelfReviewRow, ShelfReview>
      queue={queue}
      title={operatorText.shelfReviewTitle}
      sub={operatorText.shelfReviewSub}
      tabs={TABS}
      tabLabel={(t) => SHELF_REVIEW[t]}
      testId="shelf"
      searchPlaceholder={operatorText.shelfSearch}
      list={list}
      scrollX={1100}
      onOpen={setOpenId}
      columns={[
        {
          title: operatorText.productName,
          dataIndex: 'ProductName',
          render: (v: string, r) => (
            <div className="op-name-cell">
              {r.PromotionImage ? <img src={thumbUrl(r.PromotionImage, 48)} alt="" loading="lazy" /> : <span className="op-name-img-none" />}
              <div style={{ minWidth: 0 }}>
                <a onClick={() => setOpenId(r.Id)} data-testid="shelf-review-name">
                  {v}
                </a>
                <div className="op-cell-sub">
                  {r.FoodTypeName} · {yuan(r.PresentPrice)}
                </div>
              </div>
            </div>
          ),
        },
        { title: operatorText.supplierName, dataIndex: 'SupplierName', width: 200, ellipsis: true },
        {
          title: operatorText.kind,
          dataIndex: 'IsNew',
          width: 90,
          render: (n: boolean) => <Tag color={n ? 'blue' : 'purple'}>{n ? operatorText.newItem : operatorText.changedItem}</Tag>,
        },
        {
          title: operatorText.changedFields,
          dataIndex: 'ChangedFields',
          width: 220,
          render: (fields: string[], r) =>
            r.IsNew ? (
              <span className="op-muted">—</span>
            ) : (
              fields.map((f) => (
                <Tag key={f} style={{ marginBottom: 2 }}>
                  {fieldName(f)}
                </Tag>
              ))
            ),
        },
        {
          title: operatorText.status,
          dataIndex: 'ReviewStatus',
          width: 100,
          render: (s: string, r) =>
            r.ReviewReason && s === 'rejected' ? (
              <Tooltip title={`${operatorText.reviewReason}：${r.ReviewReason}`}>
                <span>
                  <ReviewStatusTag status={s} name={r.ReviewStatusName} />
                </span>
              </Tooltip>
            ) : (
              <ReviewStatusTag status={s} name={r.ReviewStatusName} />
            ),
        },
        { title: operatorText.submitTime, dataIndex: 'SubmitTime', width: 170, render: (t: string) => formatChinaTime(t) },
      ]}
      drawer={<ShelfReviewDrawer id={openId} onClose={() => setOpenId(null)} />}
    />
  );
}
