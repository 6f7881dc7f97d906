import type { FirmStatus, TFirmReviewRow } from '@shanlian/contract';
import { FIRM_STATUS } from '@shanlian/contract/browser';
import { Select, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminFilters, AdminTable, PAGE_SIZE, RowAction, SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { formatChinaTime } from '../../../lib/format';
import { operatorText } from '../../../lib/text/operator';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperatorPaged } from '../api';
import { FirmStatusTag } from '../components/bits';
import { FirmReviewDrawer } from '../components/firm-review-drawer';
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
  const [tab, setTab] = useState<Tab>(() => (TABS.includes(params.get('status') as Tab) ? (params.get('status') as Tab) : 'pending'));
  const [type, setType] = useState<'buyer' | 'supplier' | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
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
    Status: tab === 'all' ? null : tab,
    FirmType: type,
    Keyword: search || null,
    PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE },
  });

  return (
    <>
      <ConsolePageHead title={operatorText.firmReviewTitle} sub={operatorText.firmReviewSub} />
      <ConsoleCard>
        <Tabs
          activeKey={tab}
          onChange={(k) => {
            setTab(k as Tab);
            setPage(1);
          }}
          items={TABS.map((t) => ({ key: t, label: <span data-testid={`firm-tab-${t}`}>{t === 'all' ? operatorText.all : FIRM_STATUS[t]}</span> }))}
        />
        <AdminFilters>
          <SearchBox
            placeholder={operatorText.firmSearch}
            testId="firm-review-search"
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
          />
          <Select
            allowClear
            placeholder={operatorText.allTypes}
            style={{ width: 140 }}
            value={type ?? undefined}
            onChange={(t) => {
              setType(t ?? null);
              setPage(1);
            }}
            options={[
              { value: 'buyer', label: operatorText.buyer },
              { value: 'supplier', label: operatorText.supplier },
            ]}
            data-testid="firm-review-type"
          />
        </AdminFilters>
        <AdminTable<TFirmReviewRow>
          list={list}
          page={page}
          onPage={setPage}
          scroll={{ x: 1080 }}
          onRow={(r) => ({ 'data-testid': 'firm-review-row', 'data-id': r.Id }) as never}
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
            {
              title: operatorText.actions,
              key: 'op',
              width: 80,
              fixed: 'right',
              render: (_, r) => (
                <RowAction onClick={() => open(r.Id)} testId="firm-review-open">
                  {operatorText.details}
                </RowAction>
              ),
            },
          ]}
        />
      </ConsoleCard>
      <FirmReviewDrawer id={openId} onClose={() => open(null)} />
    </>
  );
}
