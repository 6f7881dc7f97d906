import type { TAuditRow } from '@shanlian/contract';
import { Alert, Button, DatePicker, Select, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ComponentType, type ReactNode, useState } from 'react';
import { AUDIT_EXPORTS, AUDIT_LISTS, auditApi } from '../api/audit';
import { formatChinaTime } from '../lib/format';
import { consoleText } from '../lib/text/console';
import { useCan } from '../lib/use-can';
import { AdminFilters, AdminTable, PAGE_SIZE, SearchBox } from './admin-table';
import { ConsoleCard, ConsolePageHead } from './console-layout';

/** The frame a log page sits in: its head (title, line, buttons) and its body. */
export type AuditFrame = ComponentType<{ title: string; sub: string; extra: ReactNode; children: ReactNode }>;

/** The operators' and supervisors' console: the page head, then the body in a card. */
const ConsoleFrame: AuditFrame = ({ title, sub, extra, children }) => (
  <>
    <ConsolePageHead title={title} sub={sub} extra={extra} />
    <ConsoleCard>{children}</ConsoleCard>
  </>
);

interface Filters {
  search: string;
  operation: string;
  result: 'ok' | 'fail' | null;
  range: [Dayjs | null, Dayjs | null] | null;
}

/**
 * 操作日志 or 登录日志: filters, the table, 导出, and (the platform's whole trail only) the signed
 * chain's check. The same operations serve the console and a firm's administration: the server
 * narrows the rows to what the caller's permission reaches (a firm administrator: the firm's own users).
 */
export function AuditLog({ kind, title, sub, Frame = ConsoleFrame }: { kind: 'operation' | 'login'; title: string; sub: string; Frame?: AuditFrame }) {
  const can = useCan();
  const [f, setF] = useState<Filters>({ search: '', operation: '', result: null, range: null });
  const [page, setPage] = useState(1);
  const [chain, setChain] = useState<{ Ok: boolean; Checked: number; FirstBadId?: string; Reason?: string } | null>(null);
  const set = (patch: Partial<Filters>) => {
    setF((old) => ({ ...old, ...patch }));
    setPage(1);
  };
  const filter = {
    SearchName: f.search || null,
    Operation: f.operation || null,
    Result: f.result,
    StartTime: f.range?.[0] ? f.range[0].startOf('day').toISOString() : null,
    EndTime: f.range?.[1] ? f.range[1].endOf('day').toISOString() : null,
  };
  const list = auditApi.usePaged(AUDIT_LISTS[kind], { ...filter, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } });
  const exporter = auditApi.useExport(AUDIT_EXPORTS[kind]);
  const verify = auditApi.useWrite('Audit/VerifyChain');

  return (
    <Frame
      title={title}
      sub={sub}
      extra={
        <>
          {can('audit:view') && (
            <Button
              data-testid="audit-verify"
              loading={verify.pending}
              onClick={async () => {
                const out = await verify.run({});
                if (out) setChain(out.data);
              }}
            >
              {consoleText.verifyChain}
            </Button>
          )}
          {can(['audit:export', 'firm-audit:export']) && (
            <Button data-testid="audit-export" loading={exporter.pending} onClick={() => exporter.run(filter)}>
              {consoleText.export}
            </Button>
          )}
        </>
      }
    >
      {chain && (
        <Alert
          data-testid="audit-chain"
          style={{ marginBottom: 16 }}
          showIcon
          closable
          onClose={() => setChain(null)}
          type={chain.Ok ? 'success' : 'error'}
          title={chain.Ok ? consoleText.chainOk(chain.Checked) : consoleText.chainBroken(chain.Checked, chain.Reason ?? '', chain.FirstBadId ?? '')}
        />
      )}
      <AdminFilters>
        <SearchBox placeholder={consoleText.searchPerson} onSearch={(search) => set({ search })} testId="audit-search" />
        {kind === 'operation' && <SearchBox placeholder={consoleText.operationFilter} onSearch={(operation) => set({ operation })} />}
        <Select
          allowClear
          placeholder={consoleText.allResults}
          style={{ width: 120 }}
          value={f.result ?? undefined}
          onChange={(result) => set({ result: result ?? null })}
          options={[
            { value: 'ok', label: consoleText.resultOk },
            { value: 'fail', label: consoleText.resultFail },
          ]}
        />
        <DatePicker.RangePicker
          placeholder={[consoleText.startTime, consoleText.endTime]}
          value={f.range}
          onChange={(range) => set({ range: range as Filters['range'] })}
        />
      </AdminFilters>
      <AdminTable<TAuditRow>
        list={list}
        page={page}
        onPage={setPage}
        scroll={{ x: 1100 }}
        columns={[
          { title: consoleText.time, dataIndex: 'Time', width: 170, render: (t: string) => formatChinaTime(t) },
          { title: consoleText.user, dataIndex: 'UserName', width: 100 },
          { title: consoleText.phone, dataIndex: 'MobileNumber', width: 120 },
          { title: consoleText.firm, dataIndex: 'FirmName', width: 180, ellipsis: true },
          { title: consoleText.operation, dataIndex: 'OperationName', width: 180, render: (name: string, r) => name || r.Operation },
          {
            title: consoleText.result,
            dataIndex: 'Result',
            width: 80,
            render: (v: string) => <Tag color={v === 'ok' ? 'green' : 'red'}>{v === 'ok' ? consoleText.resultOk : consoleText.resultFail}</Tag>,
          },
          { title: consoleText.message, dataIndex: 'Message', ellipsis: true },
          { title: consoleText.ip, dataIndex: 'Ip', width: 130 },
        ]}
      />
    </Frame>
  );
}
