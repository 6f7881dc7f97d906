import type { TCaseDetail } from '@shanlian/contract';
import { NOTICE_FLAG_NAMES, NOTICE_FLAGS, thumbOf } from '@shanlian/contract/browser';
import { Alert, Button, Descriptions, Drawer, Skeleton, Table, Tag, Timeline } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNarrow } from '../../../components/console-layout';
import { DocThumbs } from '../../../components/doc-upload';
import { EmptyState } from '../../../components/empty-state';
import { ImageViewer } from '../../../components/image-viewer';
import { formatChinaTime } from '../../../lib/format';
import { supervisionText } from '../../../lib/text/supervision';
import { useNow } from '../../../lib/use-now';
import { useSupOp } from '../api';
import { deadlineLate, percentText, STATUS_HEX, shortHash } from '../rules/supervision-rules';
import { CaseActions } from './case-actions';
import { CardTag, GradeTag, StatusTag } from './case-bits';
import { EvidenceFiles } from './evidence-files';

type Detection = TCaseDetail['Detections'][number];
type Evidence = TCaseDetail['Evidence'][number];

function Hash({ sha }: { sha: string }) {
  if (!sha) return <span className="sv-muted">—</span>;
  return (
    <span className="sv-hash" title={sha} data-testid="case-sha">
      {shortHash(sha)}
    </span>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="sv-drawer-section" data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** The case's capture (opens the viewer) and recording. */
function Media({ c }: { c: TCaseDetail }) {
  const [viewing, setViewing] = useState(false);
  if (!c.IllegalCaptureUrl && !c.IllegalVIdeoUrl) return <div className="sv-muted">{supervisionText.noCapture}</div>;
  return (
    <div className="sv-media-row">
      {c.IllegalCaptureUrl && (
        <button type="button" className="sv-media" onClick={() => setViewing(true)} aria-label={supervisionText.evidenceCapture}>
          <img src={thumbOf(c.IllegalCaptureUrl, 640)} alt={supervisionText.evidenceCapture} className="sv-media" data-testid="case-capture" />
        </button>
      )}
      {c.IllegalVIdeoUrl && <video src={c.IllegalVIdeoUrl} controls muted playsInline className="sv-media" data-testid="case-video" />}
      {c.IllegalCaptureUrl && (
        <ImageViewer open={viewing} images={[{ url: c.IllegalCaptureUrl, name: supervisionText.evidenceCapture }]} onClose={() => setViewing(false)} />
      )}
    </div>
  );
}

/**
 * A case opened from the list: its facts, the capture and recording, the detections with their
 * confidence and SHA-256, the evidence files with SHA-256 and upload time, the history, and the
 * actions the server says the caller may take now (整改, 复核, 上级处理, 处置, 重新推送).
 */
export function CaseDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  const narrow = useNarrow();
  const now = useNow(30_000);
  const detail = useSupOp('AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: id ?? '' }, { enabled: !!id });
  const c = detail.data && detail.data.Id === id ? detail.data : null;

  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      size={narrow ? '100%' : 820}
      title={c ? supervisionText.caseTitle(c.CaseNo) : supervisionText.casesTitle}
      destroyOnHidden
      extra={c && <CaseActions c={c} />}
    >
      <div data-testid="case-drawer">
        {detail.isLoading || (!c && !detail.error) ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : detail.error ? (
          <EmptyState description={detail.error.message}>
            <Button onClick={() => detail.refetch()}>{supervisionText.retry}</Button>
          </EmptyState>
        ) : c ? (
          <>
            {deadlineLate(c, now) && (
              <Alert
                type="error"
                showIcon
                title={`${supervisionText.overdueYes} · ${supervisionText.deadlineTime} ${formatChinaTime(c.DeadlineTime, false)}`}
                style={{ marginBottom: 16 }}
              />
            )}
            <Section title={supervisionText.caseBasics}>
              <Descriptions size="small" column={narrow ? 1 : 2} bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
                <Descriptions.Item label={supervisionText.status}>
                  <StatusTag status={c.Status} name={c.StatusName} /> <CardTag level={c.EscalationLevel} name={c.EscalationName} />
                </Descriptions.Item>
                <Descriptions.Item label={supervisionText.ability}>
                  {c.AbilityName} <GradeTag grade={c.Grade} name={c.GradeName} />
                </Descriptions.Item>
                <Descriptions.Item label={supervisionText.firm}>{c.FirmName}</Descriptions.Item>
                <Descriptions.Item label={supervisionText.camera}>{c.MonitorName || '—'}</Descriptions.Item>
                <Descriptions.Item label={supervisionText.source}>
                  {c.SourceName}
                  {c.PlatformName ? ` · ${c.PlatformName}` : ''}
                </Descriptions.Item>
                <Descriptions.Item label={supervisionText.confidence}>{c.Confidence === null ? '—' : percentText(c.Confidence)}</Descriptions.Item>
                <Descriptions.Item label={supervisionText.count}>{c.Count}</Descriptions.Item>
                <Descriptions.Item label={supervisionText.firstTime}>{formatChinaTime(c.FirstTime)}</Descriptions.Item>
                <Descriptions.Item label={supervisionText.lastTime}>{formatChinaTime(c.LastTime)}</Descriptions.Item>
                <Descriptions.Item label={supervisionText.deadlineTime}>
                  <span className={deadlineLate(c, now) ? 'sv-late' : undefined}>{formatChinaTime(c.DeadlineTime)}</span>
                </Descriptions.Item>
                <Descriptions.Item label={supervisionText.closedTime}>{c.ClosedTime ? formatChinaTime(c.ClosedTime) : '—'}</Descriptions.Item>
                <Descriptions.Item label={supervisionText.executor}>{c.ToUserName || '—'}</Descriptions.Item>
                <Descriptions.Item label={supervisionText.parentExecutor}>{c.ParentUserName || '—'}</Descriptions.Item>
                <Descriptions.Item label={supervisionText.notify} span={narrow ? 1 : 2}>
                  {NOTICE_FLAGS.filter((f) => c[f] === 1).map((f) => (
                    <Tag key={f}>{NOTICE_FLAG_NAMES[f]}</Tag>
                  ))}
                  {NOTICE_FLAGS.every((f) => c[f] !== 1) && '—'}
                </Descriptions.Item>
                {c.PushContent && (
                  <Descriptions.Item label={supervisionText.pushContent} span={narrow ? 1 : 2}>
                    {c.PushContent}
                  </Descriptions.Item>
                )}
              </Descriptions>
            </Section>

            <Section title={supervisionText.captureTitle}>
              <Media c={c} />
            </Section>

            <Section title={supervisionText.detections} testId="case-detections">
              <Table<Detection>
                rowKey="Id"
                size="small"
                pagination={false}
                dataSource={c.Detections}
                scroll={{ x: 640 }}
                locale={{ emptyText: supervisionText.noData }}
                columns={[
                  { title: supervisionText.captureTime, dataIndex: 'CaptureTime', width: 160, render: (v: string) => formatChinaTime(v) },
                  { title: supervisionText.confidence, dataIndex: 'Confidence', width: 80, render: (v: number) => percentText(v) },
                  {
                    title: supervisionText.evidenceCapture,
                    dataIndex: 'FileUrl',
                    width: 90,
                    render: (v: string, r) => (v ? <DocThumbs files={[{ Id: r.Id, FileUrl: v, FileName: supervisionText.evidenceCapture }]} size={44} /> : '—'),
                  },
                  { title: supervisionText.sha256, dataIndex: 'Sha256', render: (v: string) => <Hash sha={v} /> },
                  { title: supervisionText.receiveTime, dataIndex: 'ReceiveTime', width: 160, render: (v: string) => formatChinaTime(v) },
                ]}
              />
            </Section>

            <Section title={supervisionText.evidenceList} testId="case-evidence">
              <Table<Evidence>
                rowKey="Id"
                size="small"
                pagination={false}
                dataSource={c.Evidence}
                scroll={{ x: 600 }}
                locale={{ emptyText: supervisionText.noEvidence }}
                columns={[
                  {
                    title: supervisionText.fileName,
                    dataIndex: 'FileName',
                    render: (v: string, r) => (
                      <a href={r.FileUrl} target="_blank" rel="noopener noreferrer">
                        {v}
                      </a>
                    ),
                  },
                  { title: supervisionText.sha256, dataIndex: 'Sha256', width: 200, render: (v: string) => <Hash sha={v} /> },
                  { title: supervisionText.uploadTime, dataIndex: 'UploadTime', width: 160, render: (v: string) => formatChinaTime(v) },
                ]}
              />
            </Section>

            <Section title={supervisionText.steps} testId="case-steps">
              {c.Steps.length === 0 ? (
                <div className="sv-muted">{supervisionText.noSteps}</div>
              ) : (
                <Timeline
                  items={c.Steps.map((s, i) => ({
                    key: `${s.Time}-${i}`,
                    color: STATUS_HEX[s.ToStatus] ?? 'gray',
                    content: (
                      <div data-testid="case-step" data-step={s.Step}>
                        <div className="sv-step-head">
                          <Tag color={s.Step === 'red' ? 'red' : s.Step === 'yellow' ? 'gold' : undefined}>{s.StepName}</Tag>
                          <span>{s.UserName}</span>
                          <span className="sv-muted">{formatChinaTime(s.Time)}</span>
                        </div>
                        {s.Remark && <div className="sv-step-remark">{s.Remark}</div>}
                        {s.Files.length > 0 && (
                          <div style={{ marginTop: 6 }}>
                            <EvidenceFiles files={s.Files} size={56} />
                          </div>
                        )}
                      </div>
                    ),
                  }))}
                />
              )}
            </Section>
          </>
        ) : null}
      </div>
    </Drawer>
  );
}
