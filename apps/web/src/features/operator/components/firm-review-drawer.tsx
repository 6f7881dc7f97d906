import type { TFirmReviewDetail } from '@shanlian/contract';
import { App, Button, Descriptions, Empty, Popconfirm, Space, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { formatChinaDate, formatChinaTime } from '../../../lib/format';
import { operatorText } from '../../../lib/text/operator';
import { useCan } from '../../../lib/use-can';
import { serverNow } from '../../../lib/use-now';
import { useOperatorWrite } from '../api';
import { licenceExpired } from '../rules/review-rules';
import { CheckMark, FirmStatusTag, Thumbs } from './bits';
import { type ReasonAsk, ReasonDialog } from './reason-dialog';
import { decisionButtons, ReviewDrawer } from './review-queue';

type Licence = TFirmReviewDetail['LicenceList'][number];

/** The colour of a history entry by its action (the server answers the action's name; a code is read too). */
const ACTION_COLORS: Record<string, string> = {
  approve: 'green',
  审核通过: 'green',
  reject: 'red',
  审核驳回: 'red',
  suspend: 'gray',
  停用: 'gray',
};

function LicenceCard({ licence, today }: { licence: Licence; today: string }) {
  const expired = licenceExpired(licence.ValidTo, today);
  return (
    <div className="op-licence" data-testid="review-licence">
      <div className="op-licence-head">
        <strong>{licence.LicenseName}</strong>
        {expired && <Tag color="red">{operatorText.expired}</Tag>}
      </div>
      <div className="op-licence-line">
        <span className="op-muted">{operatorText.licenceNo}</span>
        <span className="op-mono">{licence.LicenseNumber || '—'}</span>
        <CheckMark ok={licence.NumberMatches} yes={operatorText.numberMatches} no={operatorText.numberDiffers} testId="licence-number-check" />
      </div>
      <div className="op-licence-line">
        <span className="op-muted">{operatorText.validTo}</span>
        <span className={expired ? 'op-bad' : undefined}>{licence.ValidTo ? licence.ValidTo.slice(0, 10) : operatorText.longTerm}</span>
      </div>
      <Thumbs files={licence.Files} size={96} width={128} testId="licence-scans" />
    </div>
  );
}

function Facts({ d }: { d: TFirmReviewDetail }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      styles={{ label: { width: 128 } }}
      items={[
        { key: 'name', label: operatorText.firmName, children: d.FirmName },
        {
          key: 'code',
          label: operatorText.creditCode,
          children: (
            <Space size={8} wrap>
              <span className="op-mono" data-testid="review-credit-code">
                {d.FirmStandardNumber}
              </span>
              <CheckMark ok={d.CreditCodeValid} yes={operatorText.creditValid} no={operatorText.creditInvalid} testId="credit-check" />
            </Space>
          ),
        },
        { key: 'type', label: operatorText.firmType, children: d.FirmTypeName },
        { key: 'status', label: operatorText.status, children: <FirmStatusTag status={d.Status} name={d.StatusName} /> },
        ...(d.StatusReason ? [{ key: 'reason', label: operatorText.statusReason, children: d.StatusReason }] : []),
        { key: 'license', label: operatorText.licenseNumber, children: d.LicenseNumber || '—' },
        { key: 'legal', label: operatorText.legal, children: d.LegalRepresentative || '—' },
        { key: 'scope', label: operatorText.scope, children: d.ManagingScope || '—' },
        { key: 'area', label: operatorText.area, children: d.AreaName || '—' },
        { key: 'address', label: operatorText.address, children: d.ContactAddress || '—' },
        { key: 'contact', label: operatorText.contact, children: d.ContactName || '—' },
        { key: 'phone', label: operatorText.contactPhone, children: d.ContactPhone || '—' },
        { key: 'created', label: operatorText.createTime, children: formatChinaTime(d.CreateTime) },
        { key: 'reviewed', label: operatorText.reviewTime, children: d.ReviewTime ? formatChinaTime(d.ReviewTime) : '—' },
        { key: 'items', label: operatorText.shelfItems, children: d.ShelfItems },
      ]}
    />
  );
}

/** The review's buttons, by the firm's status and the operator's permission. */
function Actions({ d }: { d: TFirmReviewDetail }) {
  const { modal, message } = App.useApp();
  const can = useCan();
  const review = useOperatorWrite('Operator/ReviewFirm');
  const suspend = useOperatorWrite('Operator/SuspendFirm');
  const resume = useOperatorWrite('Operator/ResumeFirm');
  const resend = useOperatorWrite('Operator/ResendReviewNotice');
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  if (!can('firm-review:review')) return null;
  const reasonOf = (title: string, action: string, hint: string, danger: boolean, run: (reason: string) => Promise<unknown>) =>
    setAsk({ title, action, hint, danger, onSubmit: async (r) => !!(await run(r)) });
  return (
    <>
      <Space wrap>
        {d.Status === 'pending' &&
          decisionButtons(modal.confirm, {
            testId: 'firm',
            pending: review.pending,
            onReject: () =>
              reasonOf(operatorText.rejectTitle(d.FirmName), operatorText.reject, operatorText.rejectHint, false, (r) =>
                review.run({ Id: d.Id, Approve: false, Reason: r }, operatorText.rejected),
              ),
            approveAsk: { title: operatorText.approveAsk(d.FirmName), content: operatorText.approveAskSub },
            onApprove: async () => {
              await review.run({ Id: d.Id, Approve: true }, operatorText.approved);
            },
          })}
        {d.Status === 'active' && (
          <Button
            danger
            onClick={() =>
              reasonOf(operatorText.suspendTitle(d.FirmName), operatorText.suspend, operatorText.suspendWarn, true, async (r) => {
                const done = await suspend.run({ Id: d.Id, Reason: r });
                if (done) message.success(operatorText.suspended(done.data.EndedSessions));
                return done;
              })
            }
            data-testid="firm-suspend"
          >
            {operatorText.suspend}
          </Button>
        )}
        {d.Status === 'suspended' && (
          <Button
            type="primary"
            onClick={() =>
              reasonOf(operatorText.resumeTitle(d.FirmName), operatorText.resume, operatorText.resumeHint, false, (r) =>
                resume.run({ Id: d.Id, Reason: r }, operatorText.resumed),
              )
            }
            data-testid="firm-resume"
          >
            {operatorText.resume}
          </Button>
        )}
        {d.Status !== 'pending' && d.History.length > 0 && (
          <Popconfirm
            title={operatorText.resendAsk}
            okText={operatorText.resend}
            cancelText={operatorText.cancel}
            onConfirm={async () => {
              const done = await resend.run({ Id: d.Id });
              if (done) message.success(operatorText.resent(done.data.Sent));
            }}
          >
            <Button loading={resend.pending} data-testid="firm-resend">
              {operatorText.resend}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <ReasonDialog ask={ask} pending={review.pending || suspend.pending || resume.pending} onClose={() => setAsk(null)} />
    </>
  );
}

/**
 * 企业详情: the registration facts on the left and the licences on the right, side by side
 * (the credit code's check character and each licence number marked ✓ or ✗, the scans as
 * thumbnails to enlarge), the review history, and the actions the firm's status allows.
 */
export function FirmReviewDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const today = formatChinaDate(serverNow());
  return (
    <ReviewDrawer
      op="Operator/GetFirmReviewDetail"
      id={id}
      onClose={onClose}
      title={(d) => (
        <>
          <span>{d.FirmName}</span>
          <FirmStatusTag status={d.Status} name={d.StatusName} reason={d.StatusReason} />
        </>
      )}
      actions={(d) => <Actions d={d} />}
      failed={operatorText.firmLoadFailed}
    >
      {(d) => (
        <div data-testid="firm-detail">
          <div className="op-side-by-side">
            <section className="op-pane" data-testid="firm-facts">
              <h3>{operatorText.registration}</h3>
              <Facts d={d} />
            </section>
            <section className="op-pane" data-testid="firm-licences">
              <h3>{operatorText.licences(d.LicenceList.length)}</h3>
              {d.LicenceList.length ? (
                d.LicenceList.map((l) => <LicenceCard key={l.Id} licence={l} today={today} />)
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={operatorText.noLicences} />
              )}
            </section>
          </div>
          <section className="op-pane op-history" data-testid="firm-history">
            <h3>{operatorText.history}</h3>
            {d.History.length ? (
              <Timeline
                items={d.History.map((h, i) => ({
                  key: `${h.Time}-${i}`,
                  color: ACTION_COLORS[h.Action] ?? 'blue',
                  content: (
                    <div>
                      <strong>{h.Action}</strong>
                      <span className="op-muted" style={{ marginLeft: 8 }}>
                        {formatChinaTime(h.Time)} · {h.UserName || '—'}
                      </span>
                      {h.Reason && <div className="op-reason">{h.Reason}</div>}
                    </div>
                  ),
                }))}
              />
            ) : (
              <span className="op-muted">{operatorText.noHistory}</span>
            )}
          </section>
        </div>
      )}
    </ReviewDrawer>
  );
}
