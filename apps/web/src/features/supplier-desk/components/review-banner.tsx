import { Alert, Button, Popconfirm, Space } from 'antd';
import { Link } from 'react-router';
import { operatorApi } from '../../../api/operator';
import { operatorText } from '../../../lib/text/operator';
import { useCan } from '../../../lib/use-can';
import { useMe } from '../../../lib/use-me';

/**
 * The desk's banner while the firm is not yet approved: pending (the user may log in and prepare
 * the shelf; nothing shows in the store until approval), or rejected with the reason, links to
 * the profile and the licences, and 重新提交审核 once they are fixed.
 */
export function ReviewBanner() {
  const { data: me } = useMe();
  const can = useCan();
  const { data } = operatorApi.useOp('Firm/GetReviewState', {}, { enabled: !!me, staleTime: 60_000 });
  // says it went through (or the server's message), then reads the review state again
  const resubmit = operatorApi.useWrite('Firm/ResubmitReview');
  if (!me || !data) return null;
  if (data.Status === 'pending') return <Alert banner type="warning" data-testid="desk-review-banner" data-status="pending" title={operatorText.deskPending} />;
  if (data.Status !== 'rejected') return null;
  return (
    <Alert
      banner
      type="error"
      data-testid="desk-review-banner"
      data-status="rejected"
      title={
        <span>
          <strong>{operatorText.deskRejected(data.StatusReason)}</strong>
          <span style={{ marginLeft: 8 }}>{operatorText.deskRejectedSub}</span>
        </span>
      }
      action={
        <Space size={4} wrap>
          <Link to="/eshop/store/user">
            <Button size="small" type="link">
              {operatorText.deskProfile}
            </Button>
          </Link>
          <Link to="/supplier/licences">
            <Button size="small" type="link">
              {operatorText.deskLicences}
            </Button>
          </Link>
          {can('firm-profile:edit') && (
            <Popconfirm
              placement="bottomRight"
              title={operatorText.resubmitAsk}
              okText={operatorText.resubmit}
              cancelText={operatorText.cancel}
              onConfirm={() => resubmit.run({}, operatorText.resubmitted)}
            >
              <Button size="small" type="primary" loading={resubmit.pending} data-testid="desk-resubmit">
                {operatorText.resubmit}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    />
  );
}
