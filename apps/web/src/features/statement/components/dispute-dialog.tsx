import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useStatementWrite } from '../api';
import { TStm } from '../text';

/** 有异议: the buyer's reason is required. */
export function DisputeDialog({ statementId, onClose }: { statementId: string | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const submitKey = useSubmitKey(statementId);
  const write = useStatementWrite('Statement/DisputeStatement');
  useEffect(() => {
    if (statementId) {
      setReason('');
      setTried(false);
    }
  }, [statementId]);
  const submit = async () => {
    setTried(true);
    if (!statementId || !reason.trim()) return;
    const r = await write.run({ Id: statementId, Reason: reason.trim() }, submitKey.key, TStm.disputed);
    if (r) {
      submitKey.renew();
      onClose();
    }
  };
  return (
    <Modal
      open={!!statementId}
      title={TStm.disputeTitle}
      onCancel={onClose}
      destroyOnHidden
      okText={TStm.submit}
      cancelText={TStm.cancel}
      onOk={submit}
      okButtonProps={{ loading: write.pending, disabled: write.pending, danger: true }}
    >
      <Form layout="vertical">
        <Form.Item
          label={TStm.disputeReason}
          required
          validateStatus={tried && !reason.trim() ? 'error' : undefined}
          help={tried && !reason.trim() ? TStm.disputeReasonRequired : undefined}
        >
          <Input.TextArea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
            showCount
            rows={4}
            data-testid="statement-dispute-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
