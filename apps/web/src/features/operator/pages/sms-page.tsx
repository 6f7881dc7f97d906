import { DownloadOutlined } from '@ant-design/icons';
import type { SmsStatus, SmsTemplatePurpose, TSmsRow } from '@shanlian/contract';
import { SMS_STATUS_VALUES, SMS_STATUSES, SMS_TEMPLATE_PURPOSE_VALUES, SMS_TEMPLATE_PURPOSES } from '@shanlian/contract/browser';
import { Button, DatePicker, Select, Skeleton, Tag, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { AdminFilters, AdminTable, PAGE_SIZE, SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaTime } from '../../../lib/format';
import { smsText } from '../../../lib/text/sms';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperatorExport, useOperatorPaged } from '../api';
import '../operator.css';

const STATUS_COLOR: Record<SmsStatus, string> = { pending: 'processing', sent: 'success', failed: 'error', off: 'default' };

/**
 * /console/sms — 短信记录: every text with how it stands (待发送, 已发送, 失败, 未发送), filtered by
 * phone (whole or its last digits), purpose, status and dates; the phone shows its last four
 * digits only and a code's digits never. 导出 Excel takes the same filters.
 */
export default function SmsPage() {
  usePageTitle(smsText.title);
  const can = useCan();
  const [phone, setPhone] = useState('');
  const [purpose, setPurpose] = useState<SmsTemplatePurpose | null>(null);
  const [status, setStatus] = useState<SmsStatus | null>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [page, setPage] = useState(1);
  const filters = {
    Phone: phone || null,
    Purpose: purpose,
    Status: status,
    StartDate: range ? range[0].format('YYYY-MM-DD') : null,
    EndDate: range ? range[1].format('YYYY-MM-DD') : null,
  };
  const list = useOperatorPaged('Operator/GetSmsList', { ...filters, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } });
  const exporter = useOperatorExport('Operator/ExportSmsList');
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <>
      <ConsolePageHead
        title={smsText.title}
        sub={smsText.sub}
        extra={
          can('sms-log:export') && (
            <Button icon={<DownloadOutlined />} loading={exporter.pending} onClick={() => exporter.run(filters)} data-testid="sms-export">
              {smsText.exportExcel}
            </Button>
          )
        }
      />
      <ConsoleCard>
        <AdminFilters>
          <SearchBox placeholder={smsText.phone} testId="sms-phone" onSearch={refilter(setPhone)} />
          <Select
            allowClear
            placeholder={smsText.allPurposes}
            style={{ width: 150 }}
            value={purpose ?? undefined}
            onChange={refilter((v?: SmsTemplatePurpose) => setPurpose(v ?? null))}
            options={SMS_TEMPLATE_PURPOSE_VALUES.map((p) => ({ value: p, label: SMS_TEMPLATE_PURPOSES[p] }))}
            data-testid="sms-purpose"
          />
          <Select
            allowClear
            placeholder={smsText.allStatuses}
            style={{ width: 170 }}
            value={status ?? undefined}
            onChange={refilter((v?: SmsStatus) => setStatus(v ?? null))}
            options={SMS_STATUS_VALUES.map((s) => ({ value: s, label: SMS_STATUSES[s] }))}
            data-testid="sms-status"
          />
          <DatePicker.RangePicker
            value={range}
            placeholder={smsText.range}
            onChange={refilter((v: [Dayjs | null, Dayjs | null] | null) => setRange(v?.[0] && v[1] ? [v[0], v[1]] : null))}
            data-testid="sms-range"
          />
        </AdminFilters>
        {list.isLoading && !list.data ? (
          <Skeleton active paragraph={{ rows: 8 }} data-testid="sms-loading" />
        ) : (
          <AdminTable<TSmsRow>
            list={list}
            page={page}
            onPage={setPage}
            scroll={{ x: 1180 }}
            locale={{ emptyText: list.error ? list.error.message : <EmptyState description={smsText.empty} /> }}
            onRow={(r) => ({ 'data-testid': 'sms-row', 'data-status': r.Status }) as never}
            columns={[
              { title: smsText.createTime, dataIndex: 'CreateTime', width: 170, render: (t: string) => formatChinaTime(t) },
              { title: smsText.phoneCol, dataIndex: 'Phone', width: 130, render: (v: string) => <span className="op-mono">{v}</span> },
              {
                title: smsText.purpose,
                dataIndex: 'PurposeName',
                width: 130,
                render: (v: string, r) => (
                  <div>
                    <div>{v}</div>
                    {r.TemplateCode && <div className="op-cell-sub">{smsText.template(r.TemplateCode)}</div>}
                  </div>
                ),
              },
              {
                title: smsText.text,
                dataIndex: 'Text',
                ellipsis: { showTitle: false },
                render: (v: string) => (
                  <Tooltip title={v} placement="topLeft">
                    {v}
                  </Tooltip>
                ),
              },
              {
                title: smsText.status,
                dataIndex: 'Status',
                width: 170,
                render: (s: SmsStatus, r) => (
                  <div>
                    <Tag color={STATUS_COLOR[s]} data-testid="sms-status-tag">
                      {r.StatusName}
                    </Tag>
                    {r.NextAttemptTime && <div className="op-cell-sub">{smsText.nextAttempt(formatChinaTime(r.NextAttemptTime))}</div>}
                    {r.LastError && (
                      <Tooltip title={r.LastError}>
                        <div className="op-cell-sub op-ellipsis">
                          {smsText.lastError}：{r.LastError}
                        </div>
                      </Tooltip>
                    )}
                  </div>
                ),
              },
              { title: smsText.attempts, dataIndex: 'Attempts', width: 90 },
              { title: smsText.sentTime, dataIndex: 'SentTime', width: 170, render: (t: string | null) => (t ? formatChinaTime(t) : '—') },
              // a receipt number is long (a development outbox's is a UUID): one line, the whole on hover
              {
                title: smsText.bizId,
                dataIndex: 'BizId',
                width: 180,
                ellipsis: { showTitle: false },
                render: (v: string) => (
                  <span className="op-mono" title={v || undefined}>
                    {v || '—'}
                  </span>
                ),
              },
            ]}
          />
        )}
      </ConsoleCard>
    </>
  );
}
