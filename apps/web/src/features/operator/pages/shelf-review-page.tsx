import type { ShelfReview, TShelfReviewRow } from '@shanlian/contract';
import { SHELF_REVIEW } from '@shanlian/contract/browser';
import { Tabs, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { AdminFilters, AdminTable, PAGE_SIZE, RowAction, SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { formatChinaTime, yuan } from '../../../lib/format';
import { thumbUrl } from '../../../lib/image';
import { operatorText } from '../../../lib/text/operator';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperatorPaged } from '../api';
import { ReviewStatusTag } from '../components/bits';
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
  const [tab, setTab] = useState<Tab>('pending');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useOperatorPaged('Operator/GetShelfReviewList', {
    Status: tab === 'all' ? null : tab,
    Keyword: search || null,
    PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE },
  });

  return (
    <>
      <ConsolePageHead title={operatorText.shelfReviewTitle} sub={operatorText.shelfReviewSub} />
      <ConsoleCard>
        <Tabs
          activeKey={tab}
          onChange={(k) => {
            setTab(k as Tab);
            setPage(1);
          }}
          items={TABS.map((t) => ({ key: t, label: <span data-testid={`shelf-tab-${t}`}>{t === 'all' ? operatorText.all : SHELF_REVIEW[t]}</span> }))}
        />
        <AdminFilters>
          <SearchBox
            placeholder={operatorText.shelfSearch}
            testId="shelf-review-search"
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
          />
        </AdminFilters>
        <AdminTable<TShelfReviewRow>
          list={list}
          page={page}
          onPage={setPage}
          scroll={{ x: 1100 }}
          onRow={(r) => ({ 'data-testid': 'shelf-review-row', 'data-id': r.Id }) as never}
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
            {
              title: operatorText.actions,
              key: 'op',
              width: 80,
              fixed: 'right',
              render: (_, r) => (
                <RowAction onClick={() => setOpenId(r.Id)} testId="shelf-review-open">
                  {operatorText.details}
                </RowAction>
              ),
            },
          ]}
        />
      </ConsoleCard>
      <ShelfReviewDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
