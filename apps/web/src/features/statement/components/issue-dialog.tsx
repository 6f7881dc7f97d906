import { Alert, type ButtonProps, DatePicker, Empty, Form, Input, Modal, Radio, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { NumberInput } from '../../../components/number-input';
import { yuan } from '../../../lib/format';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useStatementOp, useStatementWrite } from '../api';
import { TStm } from '../text';

/**
 * 开具对账单 (a month, then one of the buyers received from that month), or 重新开具 of a
 * disputed statement (`fixed`: its buyer and month) with an optional adjustment and its reason.
 */
export function IssueDialog({
  open,
  fixed,
  onClose,
  onIssued,
}: {
  open: boolean;
  fixed?: { buyerFirmId: string; buyerName: string; month: string } | null;
  onClose: () => void;
  onIssued?: (id: string) => void;
}) {
  const [month, setMonth] = useState<Dayjs | null>(() => dayjs().subtract(1, 'month'));
  const [buyer, setBuyer] = useState<string | null>(null);
  const [adjustment, setAdjustment] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const submitKey = useSubmitKey(open);
  const write = useStatementWrite('Statement/IssueStatement');
  useEffect(() => {
    if (open) {
      setBuyer(null);
      setAdjustment(null);
      setReason('');
      setTried(false);
    }
  }, [open]);
  const monthText = fixed?.month ?? month?.format('YYYY-MM') ?? '';
  const buyers = useStatementOp('Statement/GetStatementBuyers', { Month: monthText }, { enabled: open && !fixed && !!monthText });
  const rows = buyers.data ?? [];
  const chosen = fixed?.buyerFirmId ?? buyer;
  const needsReason = !!adjustment && !reason.trim();

  const submit = async () => {
    setTried(true);
    if (!chosen || !monthText || needsReason) return;
    const r = await write.run(
      { BuyerFirmId: chosen, Month: monthText, Adjustment: fixed ? (adjustment ?? 0) : null, AdjustmentReason: fixed ? reason.trim() : null },
      submitKey.key,
      fixed ? TStm.reissued : TStm.issued,
    );
    if (r) {
      submitKey.renew();
      onIssued?.(r.data.Id);
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={fixed ? `${TStm.reissue} · ${fixed.buyerName} · ${fixed.month}` : TStm.issue}
      onCancel={onClose}
      destroyOnHidden
      okText={fixed ? TStm.reissue : TStm.issue}
      cancelText={TStm.cancel}
      onOk={submit}
      okButtonProps={{ loading: write.pending, disabled: write.pending || (!fixed && !chosen), 'data-testid': 'statement-issue-submit' } as ButtonProps}
    >
      <Form layout="vertical">
        {!fixed && (
          <>
            <Form.Item label={TStm.pickMonth} required>
              <DatePicker
                picker="month"
                value={month}
                onChange={(v) => {
                  setMonth(v);
                  setBuyer(null);
                }}
                allowClear={false}
                disabledDate={(d) => d.isAfter(dayjs(), 'month')}
                style={{ width: '100%' }}
                data-testid="statement-issue-month"
              />
            </Form.Item>
            <Form.Item
              label={TStm.pickBuyer}
              required
              validateStatus={tried && !chosen ? 'error' : undefined}
              help={tried && !chosen ? TStm.pickBuyer : undefined}
            >
              {buyers.isLoading ? (
                <Skeleton active paragraph={{ rows: 2 }} />
              ) : buyers.error ? (
                <Alert type="error" title={buyers.error.message} />
              ) : rows.length === 0 ? (
                <Empty description={TStm.noBuyers} image={Empty.PRESENTED_IMAGE_SIMPLE} />
              ) : (
                <Radio.Group value={buyer} onChange={(e) => setBuyer(e.target.value)} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
                  {rows.map((b) => (
                    <Radio key={b.FirmId} value={b.FirmId} disabled={!!b.StatementId && b.StatementStatus !== 0} data-testid="statement-issue-buyer">
                      <strong>{b.FirmName}</strong>
                      <span style={{ color: '#8c8c8c', marginLeft: 8 }}>
                        {TStm.buyerOrders(b.Orders, yuan(b.ReceivedAmount))}
                        {b.StatementStatus === 0 ? ` · ${TStm.drafted}` : b.StatementId ? ` · ${TStm.alreadyIssued}` : ''}
                      </span>
                    </Radio>
                  ))}
                </Radio.Group>
              )}
            </Form.Item>
          </>
        )}
        {fixed && (
          <>
            <Form.Item label={TStm.adjustmentHint}>
              <NumberInput
                value={adjustment}
                onChange={(v) => setAdjustment(v)}
                precision={2}
                step={1}
                style={{ width: '100%' }}
                data-testid="statement-adjustment"
              />
            </Form.Item>
            <Form.Item
              label={TStm.adjustmentReason}
              required={!!adjustment}
              validateStatus={tried && needsReason ? 'error' : undefined}
              help={tried && needsReason ? TStm.adjustmentReasonRequired : undefined}
            >
              <Input.TextArea
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={200}
                showCount
                rows={3}
                data-testid="statement-adjustment-reason"
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
