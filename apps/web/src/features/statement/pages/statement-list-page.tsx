import type { TStatement } from '@shanlian/contract';
import { Button, Card, DatePicker, Skeleton, Space, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConsolePageHead } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { yuan } from '../../../lib/format';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStatementExport, useStatementOp, useStatementPaged, useStatementSide } from '../api';
import { IssueDialog } from '../components/issue-dialog';
import { STATUS_COLORS, TStm } from '../text';
import '../statement.css';

const PAGE_SIZE = 10;

/** 对账单: the buyer's (received) or the supplier's (issued), with the unpaid balances above. */
export default function StatementListPage() {
  usePageTitle(TStm.title);
  const side = useStatementSide();
  const can = useCan();
  const navigate = useNavigate();
  const [month, setMonth] = useState<Dayjs | null>(null);
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const [issuing, setIssuing] = useState(false);
  const filter = { Month: month ? month.format('YYYY-MM') : null, Status: status === 'all' ? null : Number(status) };
  const list = useStatementPaged('Statement/GetStatementList', { ...filter, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } });
  const balances = useStatementOp('Statement/GetBalances', {});
  const exporter = useStatementExport('Statement/ExportStatements');
  const rows = list.data?.rows ?? [];

  const columns: TableColumnsType<TStatement> = [
    { title: TStm.month, dataIndex: 'Month', width: 90 },
    { title: TStm.counterpart, key: 'firm', render: (_, r) => (side.supplier ? r.FirmName : r.SupplyFirmName) },
    { title: TStm.received, dataIndex: 'ReceivedAmount', align: 'right', render: (v: number) => yuan(v) },
    { title: TStm.returns, dataIndex: 'ReturnAmount', align: 'right', render: (v: number) => (v ? `-${yuan(v)}` : yuan(0)) },
    { title: TStm.freight, dataIndex: 'Freight', align: 'right', render: (v: number) => yuan(v) },
    { title: TStm.adjustment, dataIndex: 'Adjustment', align: 'right', render: (v: number) => (v ? yuan(v) : '—') },
    { title: TStm.total, dataIndex: 'Total', align: 'right', render: (v: number) => <strong>{yuan(v)}</strong> },
    // a draft is owed nothing yet: it has not been issued
    { title: TStm.paid, dataIndex: 'Paid', align: 'right', render: (v: number, r) => (r.Status === 0 ? '—' : yuan(v)) },
    {
      title: TStm.unpaid,
      dataIndex: 'Unpaid',
      align: 'right',
      render: (v: number, r) => (r.Status === 0 ? '—' : v > 0 ? <span className="stm-owed">{yuan(v)}</span> : yuan(0)),
    },
    { title: TStm.status, dataIndex: 'Status', render: (_, r) => <Tag color={STATUS_COLORS[r.Status]}>{r.StatusName}</Tag> },
    {
      title: TStm.actions,
      key: 'op',
      render: (_, r) => (
        <Link to={`${side.base}/${r.Id}`} data-testid="statement-open">
          {r.Status === 0 ? TStm.review : TStm.view}
        </Link>
      ),
    },
  ];

  return (
    <div className="stm-page">
      <ConsolePageHead
        title={TStm.title}
        sub={TStm.sub}
        extra={
          <Space wrap>
            {can(side.supplier ? 'supplier-statement:export' : 'statement:export') && (
              <Button loading={exporter.pending} disabled={exporter.pending} onClick={() => exporter.run(filter)} data-testid="statement-export">
                {TStm.export}
              </Button>
            )}
            {side.supplier && can('supplier-statement:edit') && (
              <Button type="primary" onClick={() => setIssuing(true)} data-testid="statement-issue">
                {TStm.issue}
              </Button>
            )}
          </Space>
        }
      />
      <section className="stm-balances" aria-label={TStm.balances}>
        {balances.isLoading ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (balances.data ?? []).length === 0 ? (
          <div className="stm-muted">{TStm.noBalances}</div>
        ) : (
          (balances.data ?? []).map((b) => (
            <Card key={b.FirmId} size="small" className="stm-balance" data-testid="statement-balance">
              <div className="stm-muted">{b.FirmName}</div>
              <div className="stm-balance-amount">
                {TStm.balances} {yuan(b.Unpaid)}
              </div>
              <div className="stm-muted">
                {TStm.balanceCount(b.Statements)} · {TStm.total} {yuan(b.Total)} · {TStm.paid} {yuan(b.Paid)}
              </div>
            </Card>
          ))
        )}
      </section>
      <Card size="small">
        <div className="stm-filters">
          <DatePicker
            picker="month"
            value={month}
            placeholder={TStm.pickMonth}
            onChange={(v) => {
              setMonth(v);
              setPage(1);
            }}
            data-testid="statement-month"
          />
        </div>
        <Tabs
          activeKey={status}
          onChange={(k) => {
            setStatus(k);
            setPage(1);
          }}
          items={TStm.tabs.filter((t) => side.supplier || !t.supplierOnly).map((t) => ({ key: t.key, label: t.label }))}
        />
        {list.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : list.error ? (
          <EmptyState description={list.error.message} />
        ) : rows.length === 0 ? (
          <EmptyState description={TStm.empty} />
        ) : (
          <Table<TStatement>
            rowKey="Id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={list.isFetching}
            scroll={{ x: 'max-content' }}
            onRow={(r) => ({ onDoubleClick: () => navigate(`${side.base}/${r.Id}`) })}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: list.data?.pager.RowCount ?? 0,
              onChange: setPage,
              showSizeChanger: false,
              showTotal: (n) => `共 ${n} 条`,
            }}
          />
        )}
      </Card>
      {side.supplier && <IssueDialog open={issuing} onClose={() => setIssuing(false)} onIssued={(id) => navigate(`${side.base}/${id}`)} />}
    </div>
  );
}
