import { AuditOutlined, LoginOutlined } from '@ant-design/icons';
import type { TOperatorSearchResult } from '@shanlian/contract';
import { App, Button, Input, Skeleton, Table, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaTime, maskPhone, yuan } from '../../../lib/format';
import { operatorText } from '../../../lib/text/operator';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperatorOp } from '../api';
import { FirmStatusTag } from '../components/bits';
import { SessionsDrawer, type SessionUser } from '../components/sessions-drawer';
import '../operator.css';

type FirmHit = TOperatorSearchResult['Firms'][number];
type UserHit = TOperatorSearchResult['Users'][number];
type OrderHit = TOperatorSearchResult['Orders'][number];

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <ConsoleCard>
      <div data-testid={testId}>
        <h2 className="op-section-title">{title}</h2>
        {children}
      </div>
    </ConsoleCard>
  );
}

function Results({ r, onSessions }: { r: TOperatorSearchResult; onSessions: (u: SessionUser) => void }) {
  const can = useCan();
  if (!r.Firms.length && !r.Users.length && !r.Orders.length)
    return (
      <ConsoleCard>
        <EmptyState description={operatorText.nothingFound} />
      </ConsoleCard>
    );
  return (
    <>
      <Section title={operatorText.firmsSection(r.Firms.length)} testId="tools-firms">
        <Table<FirmHit>
          rowKey="Id"
          size="middle"
          pagination={r.Firms.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          dataSource={r.Firms}
          locale={{ emptyText: operatorText.none }}
          scroll={{ x: 860 }}
          columns={[
            { title: operatorText.firmName, dataIndex: 'FirmName' },
            { title: operatorText.creditCode, dataIndex: 'FirmStandardNumber', width: 200, render: (v: string) => <span className="op-mono">{v}</span> },
            { title: operatorText.firmType, dataIndex: 'FirmTypeName', width: 100 },
            { title: operatorText.area, dataIndex: 'AreaName', width: 170 },
            { title: operatorText.status, dataIndex: 'Status', width: 100, render: (s: string, f) => <FirmStatusTag status={s} name={f.StatusName} /> },
            ...(can('firm-review:view')
              ? [
                  {
                    title: operatorText.actions,
                    key: 'op',
                    width: 100,
                    render: (_: unknown, f: FirmHit) => (
                      <Link to={`/console/firm-review?status=all&id=${encodeURIComponent(f.Id)}`} data-testid="tools-firm-open">
                        {operatorText.openReview}
                      </Link>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Section>
      <Section title={operatorText.usersSection(r.Users.length)} testId="tools-users">
        <Table<UserHit>
          rowKey="Id"
          size="middle"
          pagination={r.Users.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          dataSource={r.Users}
          locale={{ emptyText: operatorText.none }}
          scroll={{ x: 760 }}
          onRow={() => ({ 'data-testid': 'tools-user-row' }) as never}
          columns={[
            { title: operatorText.userName, dataIndex: 'FullName', width: 120, render: (v: string) => v || '—' },
            { title: operatorText.phone, dataIndex: 'MobileNumber', width: 130, render: (v: string) => <span title={v}>{maskPhone(v)}</span> },
            { title: operatorText.firm, dataIndex: 'FirmName', ellipsis: true },
            {
              title: operatorText.status,
              dataIndex: 'Enabled',
              width: 80,
              render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? operatorText.enabled : operatorText.disabled}</Tag>,
            },
            { title: operatorText.sessions, dataIndex: 'Sessions', width: 80, align: 'right' },
            {
              title: operatorText.actions,
              key: 'op',
              width: 100,
              render: (_, u) => (
                <Button type="link" size="small" onClick={() => onSessions(u)} data-testid="tools-user-sessions">
                  {operatorText.viewSessions}
                </Button>
              ),
            },
          ]}
        />
      </Section>
      <Section title={operatorText.ordersSection(r.Orders.length)} testId="tools-orders">
        <Table<OrderHit>
          rowKey="Id"
          size="middle"
          pagination={r.Orders.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          dataSource={r.Orders}
          locale={{ emptyText: operatorText.none }}
          scroll={{ x: 860 }}
          columns={[
            { title: operatorText.orderNumber, dataIndex: 'OrderNumber', width: 200, render: (v: string) => <span className="op-mono">{v}</span> },
            { title: operatorText.buyerName, dataIndex: 'BuyerName', ellipsis: true },
            { title: operatorText.supplierName, dataIndex: 'SupplierName', ellipsis: true },
            { title: operatorText.orderAmount, dataIndex: 'Amount', width: 120, align: 'right', render: (v: number) => yuan(v) },
            { title: operatorText.status, dataIndex: 'StatusName', width: 100, render: (v: string) => <Tag>{v}</Tag> },
            { title: operatorText.orderTime, dataIndex: 'CreateTime', width: 170, render: (t: string) => formatChinaTime(t) },
          ]}
        />
      </Section>
    </>
  );
}

/**
 * /console/tools — 运营工具: one search for a firm name, credit code, phone or order number;
 * firms (to their review), users (their sessions, ended one by one or all, with a reason), orders;
 * the audit logs one click away.
 */
export default function ToolsPage() {
  usePageTitle(operatorText.toolsTitle);
  const { message } = App.useApp();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const [text, setText] = useState(keyword);
  const [user, setUser] = useState<SessionUser | null>(null);
  const result = useOperatorOp('Operator/Search', { Keyword: keyword }, { enabled: keyword.length >= 2 });

  const search = () => {
    const k = text.trim();
    if (k.length < 2) {
      message.warning(operatorText.keywordRequired);
      return;
    }
    setParams({ q: k }, { replace: true });
  };

  return (
    <>
      <ConsolePageHead
        title={operatorText.toolsTitle}
        sub={operatorText.toolsSub}
        extra={
          <>
            {can('audit:view') && (
              <Link to="/console/audit">
                <Button icon={<AuditOutlined />}>{operatorText.auditLog}</Button>
              </Link>
            )}
            {can('audit:view') && (
              <Link to="/console/logins">
                <Button icon={<LoginOutlined />}>{operatorText.loginLog}</Button>
              </Link>
            )}
          </>
        }
      />
      <ConsoleCard>
        <Input.Search
          className="op-search-big"
          size="large"
          allowClear
          enterButton={operatorText.search}
          maxLength={50}
          placeholder={operatorText.toolsSearch}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={search}
          loading={result.isFetching}
          data-testid="tools-search"
        />
        <div className="op-muted" style={{ marginTop: 8 }}>
          {operatorText.toolsHint}
        </div>
      </ConsoleCard>
      {keyword.length < 2 ? (
        <ConsoleCard>
          <EmptyState description={operatorText.startSearch} />
        </ConsoleCard>
      ) : result.isLoading ? (
        <ConsoleCard>
          <Skeleton active paragraph={{ rows: 8 }} />
        </ConsoleCard>
      ) : result.error || !result.data ? (
        <ConsoleCard>
          <EmptyState description={result.error?.message}>
            <Button onClick={() => result.refetch()}>{operatorText.retry}</Button>
          </EmptyState>
        </ConsoleCard>
      ) : (
        <Results r={result.data} onSessions={setUser} />
      )}
      <SessionsDrawer user={user} onClose={() => setUser(null)} />
    </>
  );
}
