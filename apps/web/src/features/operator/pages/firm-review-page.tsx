import type { FirmStatus, TFirmReviewRow } from '@shanlian/contract';
import { FIRM_STATUS } from '@shanlian/contract/browser';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SelectFilter } from '../../../components/admin-table';
import { formatChinaTime } from '../../../lib/format';
import { operatorText } from '../../../lib/text/operator';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperatorPaged } from '../api';
import { FirmStatusTag } from '../components/bits';
import { FirmReviewDrawer } from '../components/firm-review-drawer';
import { ReviewQueue, useReviewQueue } from '../components/review-queue';
import '../operator.css';

type Tab = FirmStatus | 'all';
const TABS: Tab[] = ['pending', 'rejected', 'active', 'suspended', 'all'];

/**
 * /console/firm-review — 企业审核: firms by status (待审核 first), type and name; 详情 opens the
 * drawer with the registration beside the licences, the history and the actions.
 * `?id=` opens a firm's drawer directly (the operator tools link here).
 */
export default function FirmReviewPage() {
  usePageTitle(operatorText.firmReviewTitle);
  const [params, setParams] = useSearchParams();
  const queue = useReviewQueue<FirmStatus>(TABS.includes(params.get('status') as Tab) ? (params.get('status') as Tab) : 'pending');
  const [type, setType] = useState<'buyer' | 'supplier' | null>(null);
  const openId = params.get('id');
  const open = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      },
      { replace: !id },
    );
  const list = useOperatorPaged('Operator/GetFirmReviewList', {
    Status: queue.status,
    FirmType: type,
    Keyword: queue.search || null,
    PagerInfo: queue.pager,
  });

  return (
    <ReviewQueue<TFirmReviewRow, FirmStatus>
      queue={queue}
      title={operatorText.firmReviewTitle}
      sub={operatorText.firmReviewSub}
      tabs={TABS}
      tabLabel={(t) => FIRM_STATUS[t]}
      testId="firm"
      searchPlaceholder={operatorText.firmSearch}
      filters={
        <SelectFilter<'buyer' | 'supplier'>
          placeholder={operatorText.allTypes}
          width={140}
          value={type}
          onChange={(t) => {
            setType(t);
            queue.setPage(1);
          }}
          options={[
            { value: 'buyer', label: operatorText.buyer },
            { value: 'supplier', label: operatorText.supplier },
          ]}
          testId="firm-review-type"
        />
      }
      list={list}
      scrollX={1080}
      onOpen={open}
      columns={[
        {
          title: operatorText.firmName,
          dataIndex: 'FirmName',
          render: (v: string, r) => (
            <div>
              <a onClick={() => open(r.Id)} data-testid="firm-review-name">
                {v}
              </a>
              <div className="op-cell-sub">{r.AreaName}</div>
            </div>
          ),
        },
        { title: operatorText.creditCode, dataIndex: 'FirmStandardNumber', width: 200, render: (v: string) => <span className="op-mono">{v}</span> },
        { title: operatorText.firmType, dataIndex: 'FirmTypeName', width: 100 },
        {
          title: operatorText.status,
          dataIndex: 'Status',
          width: 100,
          render: (s: string, r) => <FirmStatusTag status={s} name={r.StatusName} reason={r.StatusReason} />,
        },
        {
          title: operatorText.contact,
          key: 'contact',
          width: 150,
          render: (_, r) => (
            <div>
              <div>{r.ContactName || '—'}</div>
              <div className="op-cell-sub">{r.ContactPhone}</div>
            </div>
          ),
        },
        { title: operatorText.createTime, dataIndex: 'CreateTime', width: 170, render: (t: string) => formatChinaTime(t) },
      ]}
      drawer={<FirmReviewDrawer id={openId} onClose={() => open(null)} />}
    />
  );
}
