import { AuditOutlined, LoginOutlined } from '@ant-design/icons';
import type { TOperatorSearchResult } from '@shanlian/contract';
import { App, Button, Input, Skeleton, Table, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaTime, maskPhone, yuan } from '../../../lib/format';
import { TOp } from '../../../lib/text/operator';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperatorOp } from '../api';
import { FirmStatusTag } from '../components/bits';
import { type SessionUser, SessionsDrawer } from '../components/sessions-drawer';
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
        <EmptyState description={TOp.nothingFound} />
      </ConsoleCard>
    );
  return (
    <>
      <Section title={TOp.firmsSection(r.Firms.length)} testId="tools-firms">
        <Table<FirmHit>
          rowKey="Id"
          size="middle"
          pagination={r.Firms.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          dataSource={r.Firms}
          locale={{ emptyText: TOp.none }}
          scroll={{ x: 860 }}
          columns={[
            { title: TOp.firmName, dataIndex: 'FirmName' },
            { title: TOp.creditCode, dataIndex: 'FirmStandardNumber', width: 200, render: (v: string) => <span className="op-mono">{v}</span> },
            { title: TOp.firmType, dataIndex: 'FirmTypeName', width: 100 },
            { title: TOp.area, dataIndex: 'AreaName', width: 170 },
            { title: TOp.status, dataIndex: 'Status', width: 100, render: (s: string, f) => <FirmStatusTag status={s} name={f.StatusName} /> },
            ...(can('firm-review:view')
              ? [
                  {
                    title: TOp.actions,
                    key: 'op',
                    width: 100,
                    render: (_: unknown, f: FirmHit) => (
                      <Link to={`/console/firm-review?status=all&id=${encodeURIComponent(f.Id)}`} data-testid="tools-firm-open">
                        {TOp.openReview}
                      </Link>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Section>
      <Section title={TOp.usersSection(r.Users.length)} testId="tools-users">
        <Table<UserHit>
          rowKey="Id"
          size="middle"
          pagination={r.Users.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          dataSource={r.Users}
          locale={{ emptyText: TOp.none }}
          scroll={{ x: 760 }}
          onRow={() => ({ 'data-testid': 'tools-user-row' }) as never}
          columns={[
            { title: TOp.userName, dataIndex: 'FullName', width: 120, render: (v: string) => v || '—' },
            { title: TOp.phone, dataIndex: 'MobileNumber', width: 130, render: (v: string) => <span title={v}>{maskPhone(v)}</span> },
            { title: TOp.firm, dataIndex: 'FirmName', ellipsis: true },
            {
              title: TOp.status,
              dataIndex: 'Enabled',
              width: 80,
              render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? TOp.enabled : TOp.disabled}</Tag>,
            },
            { title: TOp.sessions, dataIndex: 'Sessions', width: 80, align: 'right' },
            {
              title: TOp.actions,
              key: 'op',
              width: 100,
              render: (_, u) => (
                <Button type="link" size="small" onClick={() => onSessions(u)} data-testid="tools-user-sessions">
                  {TOp.viewSessions}
                </Button>
              ),
            },
          ]}
        />
      </Section>
      <Section title={TOp.ordersSection(r.Orders.length)} testId="tools-orders">
        <Table<OrderHit>
          rowKey="Id"
          size="middle"
          pagination={r.Orders.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          dataSource={r.Orders}
          locale={{ emptyText: TOp.none }}
          scroll={{ x: 860 }}
          columns={[
            { title: TOp.orderNumber, dataIndex: 'OrderNumber', width: 200, render: (v: string) => <span className="op-mono">{v}</span> },
            { title: TOp.buyerName, dataIndex: 'BuyerName', ellipsis: true },
            { title: TOp.supplierName, dataIndex: 'SupplierName', ellipsis: true },
            { title: TOp.orderAmount, dataIndex: 'Amount', width: 120, align: 'right', render: (v: number) => yuan(v) },
            { title: TOp.status, dataIndex: 'StatusName', width: 100, render: (v: string) => <Tag>{v}</Tag> },
            { title: TOp.orderTime, dataIndex: 'CreateTime', width: 170, render: (t: string) => formatChinaTime(t) },
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
  usePageTitle(TOp.toolsTitle);
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
      message.warning(TOp.keywordRequired);
      return;
    }
    setParams({ q: k }, { replace: true });
  };

  return (
    <>
      <ConsolePageHead
        title={TOp.toolsTitle}
        sub={TOp.toolsSub}
        extra={
          <>
            {can('audit:view') && (
              <Link to="/console/audit">
                <Button icon={<AuditOutlined />}>{TOp.auditLog}</Button>
              </Link>
            )}
            {can('audit:view') && (
              <Link to="/console/logins">
                <Button icon={<LoginOutlined />}>{TOp.loginLog}</Button>
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
          enterButton={TOp.search}
          maxLength={50}
          placeholder={TOp.toolsSearch}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={search}
          loading={result.isFetching}
          data-testid="tools-search"
        />
        <div className="op-muted" style={{ marginTop: 8 }}>
          {TOp.toolsHint}
        </div>
      </ConsoleCard>
      {keyword.length < 2 ? (
        <ConsoleCard>
          <EmptyState description={TOp.startSearch} />
        </ConsoleCard>
      ) : result.isLoading ? (
        <ConsoleCard>
          <Skeleton active paragraph={{ rows: 8 }} />
        </ConsoleCard>
      ) : result.error || !result.data ? (
        <ConsoleCard>
          <EmptyState description={result.error?.message}>
            <Button onClick={() => result.refetch()}>{TOp.retry}</Button>
          </EmptyState>
        </ConsoleCard>
      ) : (
        <Results r={result.data} onSessions={setUser} />
      )}
      <SessionsDrawer user={user} onClose={() => setUser(null)} />
    </>
  );
}
