import { PaperClipOutlined } from '@ant-design/icons';
import type { TStatementDetail } from '@shanlian/contract';
import { Alert, Button, Card, Popconfirm, Skeleton, Table, type TableColumnsType, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaTime, yuan } from '../../../lib/format';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useStatementOp, useStatementSide, useStatementWrite } from '../api';
import { DisputeDialog } from '../components/dispute-dialog';
import { IssueDialog } from '../components/issue-dialog';
import { PaymentDialog } from '../components/payment-dialog';
import { STATUS_COLORS, TStm } from '../text';
import '../statement.css';

type Line = TStatementDetail['Lines'][number];
type Payment = TStatementDetail['Payments'][number];

/** 对账单详情: amounts, the counted orders and refunds, payments with vouchers, the history, and each side's actions. */
export default function StatementDetailPage() {
  const { id = '' } = useParams();
  const side = useStatementSide();
  const can = useCan();
  const detail = useStatementOp('Statement/GetStatementById', { Id: id }, { enabled: !!id });
  const s = detail.data;
  usePageTitle(s ? `${TStm.detailTitle} ${s.Month}` : TStm.detailTitle);
  const [disputing, setDisputing] = useState<string | null>(null);
  const [paying, setPaying] = useState<{ Id: string; Unpaid: number } | null>(null);
  const [reissuing, setReissuing] = useState(false);
  const confirmKey = useSubmitKey(id);
  const confirm = useStatementWrite('Statement/ConfirmStatement');
  const issueKey = useSubmitKey(id);
  const issue = useStatementWrite('Statement/IssueStatement');

  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (detail.error || !s)
    return (
      <EmptyState description={detail.error?.message ?? TStm.empty}>
        <Link to={side.base}>{TStm.back}</Link>
      </EmptyState>
    );

  const buyerEdit = !side.supplier && can('statement:edit');
  const supplierEdit = side.supplier && can('supplier-statement:edit');
  const lineColumns: TableColumnsType<Line> = [
    { title: TStm.time, dataIndex: 'Time', render: (v: string) => formatChinaTime(v, false) },
    { title: '类型', dataIndex: 'Kind', render: (k: string) => <Tag color={k === 'refund' ? 'orange' : 'blue'}>{TStm.lineKind[k] ?? k}</Tag> },
    {
      title: TStm.orderNo,
      dataIndex: 'OrderNo',
      render: (no: string, l) => <Link to={side.orderLink(l.ElectricityOrderId, no)}>{no}</Link>,
    },
    { title: TStm.description, dataIndex: 'Description' },
    { title: TStm.received, dataIndex: 'ReceivedAmount', align: 'right', render: (v: number) => (v ? yuan(v) : '—') },
    { title: TStm.returns, dataIndex: 'ReturnAmount', align: 'right', render: (v: number) => (v ? `-${yuan(v)}` : '—') },
    { title: TStm.freight, dataIndex: 'Freight', align: 'right', render: (v: number) => (v ? yuan(v) : '—') },
  ];
  const paymentColumns: TableColumnsType<Payment> = [
    { title: TStm.time, dataIndex: 'CreateTime', render: (v: string) => formatChinaTime(v, false) },
    { title: TStm.payAmount, dataIndex: 'Amount', align: 'right', render: (v: number) => yuan(v) },
    {
      title: TStm.vouchers,
      dataIndex: 'Files',
      render: (files: Payment['Files']) => (
        <div className="stm-files">
          {files.map((f) => (
            <a key={f.Id} href={f.FileUrl} target="_blank" rel="noreferrer" download={f.FileName}>
              <PaperClipOutlined /> {f.FileName}
            </a>
          ))}
        </div>
      ),
    },
    { title: TStm.recordedBy, dataIndex: 'RecordedByName' },
  ];

  return (
    <div className="stm-page">
      <Card>
        <div className="stm-head">
          <div>
            <Link to={side.base} className="stm-muted">
              ← {TStm.back}
            </Link>
            <h1>
              {s.Month} {side.supplier ? s.FirmName : s.SupplyFirmName} <Tag color={STATUS_COLORS[s.Status]}>{s.StatusName}</Tag>
            </h1>
            <div className="stm-muted">
              {s.IssueTime
                ? `${TStm.version(s.Version)} · ${TStm.issueTime} ${formatChinaTime(s.IssueTime, false)}`
                : s.DraftTime
                  ? `${TStm.draftTime} ${formatChinaTime(s.DraftTime, false)}`
                  : ''}
              {s.ConfirmTime ? ` · ${TStm.confirmTime} ${formatChinaTime(s.ConfirmTime, false)}` : ''}
            </div>
          </div>
          <div className="stm-actions">
            {buyerEdit && s.Status === 1 && (
              <>
                <Popconfirm
                  title={TStm.confirmAsk}
                  okText={TStm.confirm}
                  cancelText={TStm.cancel}
                  onConfirm={async () => {
                    if (await confirm.run({ Id: s.Id }, confirmKey.key, TStm.confirmed)) confirmKey.renew();
                  }}
                >
                  <Button type="primary" loading={confirm.pending} disabled={confirm.pending} data-testid="statement-confirm">
                    {TStm.confirm}
                  </Button>
                </Popconfirm>
                <Button danger onClick={() => setDisputing(s.Id)} data-testid="statement-dispute">
                  {TStm.dispute}
                </Button>
              </>
            )}
            {supplierEdit && s.Status === 0 && (
              <Popconfirm
                title={TStm.issueDraftAsk}
                okText={TStm.issueDraft}
                cancelText={TStm.cancel}
                onConfirm={async () => {
                  if (await issue.run({ BuyerFirmId: s.FirmId, Month: s.Month }, issueKey.key, TStm.issued)) issueKey.renew();
                }}
              >
                <Button type="primary" loading={issue.pending} disabled={issue.pending} data-testid="statement-issue-draft">
                  {TStm.issueDraft}
                </Button>
              </Popconfirm>
            )}
            {supplierEdit && s.Status === 2 && (
              <Button type="primary" onClick={() => setReissuing(true)} data-testid="statement-reissue">
                {TStm.reissue}
              </Button>
            )}
            {(buyerEdit || supplierEdit) && s.Status === 3 && s.Unpaid > 0 && (
              <Button type="primary" onClick={() => setPaying({ Id: s.Id, Unpaid: s.Unpaid })} data-testid="statement-pay">
                {TStm.pay}
              </Button>
            )}
          </div>
        </div>
        {s.Status === 0 && s.DraftTime && <Alert type="info" showIcon style={{ marginTop: 12 }} title={TStm.draftNote(formatChinaTime(s.DraftTime, false))} />}
        {s.Status === 2 && s.DisputeReason && <Alert type="error" showIcon style={{ marginTop: 12 }} title={TStm.disputeNote(s.DisputeReason)} />}
        <div className="stm-amounts">
          <div>
            <span className="stm-muted">{TStm.received}</span>
            <strong>{yuan(s.ReceivedAmount)}</strong>
          </div>
          <div>
            <span className="stm-muted">{TStm.returns}</span>
            <strong>{s.ReturnAmount ? `-${yuan(s.ReturnAmount)}` : yuan(0)}</strong>
          </div>
          <div>
            <span className="stm-muted">{TStm.freight}</span>
            <strong>{yuan(s.Freight)}</strong>
          </div>
          <div title={s.AdjustmentReason}>
            <span className="stm-muted">{TStm.adjustment}</span>
            <strong>{s.Adjustment ? yuan(s.Adjustment) : '—'}</strong>
            {s.AdjustmentReason && <span className="stm-muted">{s.AdjustmentReason}</span>}
          </div>
          <div>
            <span className="stm-muted">{TStm.total}</span>
            <strong>{yuan(s.Total)}</strong>
          </div>
          <div>
            <span className="stm-muted">{TStm.paid}</span>
            <strong>{s.Status === 0 ? '—' : yuan(s.Paid)}</strong>
          </div>
          <div>
            <span className="stm-muted">{TStm.unpaid}</span>
            <strong className={s.Status !== 0 && s.Unpaid > 0 ? 'stm-owed' : undefined}>{s.Status === 0 ? '—' : yuan(s.Unpaid)}</strong>
          </div>
        </div>
      </Card>
      <Card title={TStm.lines} size="small">
        <Table<Line> rowKey="Id" size="small" columns={lineColumns} dataSource={s.Lines} pagination={false} scroll={{ x: 'max-content' }} />
      </Card>
      <Card title={TStm.payments} size="small">
        {s.Payments.length === 0 ? (
          <div className="stm-muted">{TStm.noPayments}</div>
        ) : (
          <Table<Payment> rowKey="Id" size="small" columns={paymentColumns} dataSource={s.Payments} pagination={false} scroll={{ x: 'max-content' }} />
        )}
      </Card>
      <Card title={TStm.events} size="small">
        <Timeline
          items={s.Events.map((e) => ({
            key: e.Id,
            color: e.Type === 'disputed' ? 'red' : e.Type === 'settled' || e.Type === 'confirmed' ? 'green' : 'blue',
            content: (
              <div>
                <strong>{e.TypeName}</strong>{' '}
                <span className="stm-muted">
                  {formatChinaTime(e.Time, false)} {e.ActorName}
                </span>
                {e.Note && <div>{e.Note}</div>}
              </div>
            ),
          }))}
        />
      </Card>
      <DisputeDialog statementId={disputing} onClose={() => setDisputing(null)} />
      <PaymentDialog statement={paying} onClose={() => setPaying(null)} />
      {side.supplier && (
        <IssueDialog open={reissuing} fixed={{ buyerFirmId: s.FirmId, buyerName: s.FirmName, month: s.Month }} onClose={() => setReissuing(false)} />
      )}
    </div>
  );
}
