import { CheckCircleFilled, EllipsisOutlined, RightOutlined } from '@ant-design/icons';
import type { TTraceResult } from '@shanlian/contract';
import { TRACE_SKELETON_ROWS } from '@shanlian/contract/browser';
import { Badge, Collapse, Empty, Skeleton, Tag, Timeline } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { traceApi } from '../api/trace';
import { formatChinaDate } from '../lib/format';
import { thumbUrl } from '../lib/image';
import { traceText } from '../lib/text/trace';
import { ImageViewer, type ViewerImage } from './image-viewer';
import { FileThumb } from './pdf-viewer';
import { toast } from './toast';
import { isBlankId, orDash, pesticideText, traceOperation, traceQrUrl, trailItems } from './trace-view-rules';
import './trace-view.css';

export interface TraceViewProps {
  /** The order line (or stock-in line) whose trace to show; loaded when non-blank and no data is given. */
  detailId?: string | null;
  /** Preloaded data (the QR landing page): used as it is. */
  detailData?: TTraceResult | null;
  /** 1: product, QR and three nodes; 2 (no border): adds batch, trace code, pesticide test, certificates and the timeline. */
  version?: number;
}

/**
 * The trace of one line (spec 02 §2.11, §4): preloaded data is used directly; otherwise it loads
 * when detailId is non-blank and reloads when it changes; a skeleton of 6 rows while loading; a
 * failure shows the server's message in a toast and the empty state.
 */
export function TraceView({ detailId, detailData, version = 1 }: TraceViewProps) {
  const { data, loading } = useTrace(detailId, detailData, version);
  const [viewer, setViewer] = useState<{ images: ViewerImage[]; start: number } | null>(null);
  const v2 = version !== 1;

  let body: ReactNode;
  if (loading) body = <Skeleton active title={false} paragraph={{ rows: TRACE_SKELETON_ROWS }} />;
  else if (!data) body = <Empty description={traceText.empty} className="tv-empty" />;
  else
    body = (
      <>
        <MainBlock data={data} v2={v2} version={version} onImage={(images, start) => setViewer({ images, start })} />
        <Nodes data={data} onImage={(images, start) => setViewer({ images, start })} />
        {data.SchoolPage && data.Firm.FirmId && (
          <Link to={`/eshop/school/${data.Firm.FirmId}`} className="tv-school" data-testid="trace-school-link">
            <span>
              <strong>{traceText.schoolPage(data.Firm.FirmName)}</strong>
              <span className="tv-muted">{traceText.schoolPageSub}</span>
            </span>
            <RightOutlined aria-hidden />
          </Link>
        )}
        {v2 && <Panels data={data} onImage={(images, start) => setViewer({ images, start })} />}
      </>
    );

  return (
    <div className={v2 ? 'tv tv-v2' : 'tv tv-v1'} data-testid="trace-view" data-version={version} data-state={loading ? 'loading' : data ? 'data' : 'empty'}>
      {body}
      <ImageViewer open={viewer != null} images={viewer?.images ?? []} start={viewer?.start ?? 0} onClose={() => setViewer(null)} />
    </div>
  );
}

/** The state machine of spec 02 §4. */
function useTrace(detailId: string | null | undefined, detailData: TTraceResult | null | undefined, version: number) {
  const [data, setData] = useState<TTraceResult | null>(detailData ?? null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (detailData) {
      setData(detailData);
      setLoading(false);
      return;
    }
    if (isBlankId(detailId)) {
      setData(null);
      setLoading(false);
      return;
    }
    let live = true;
    setData(null);
    setLoading(true);
    traceApi
      .call(traceOperation(version), { OrderDetailId: (detailId ?? '').trim() })
      .then((d) => {
        if (live) setData(d);
      })
      .catch((e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError) toast.error(e.message);
        setData(null);
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [detailId, detailData, version]);
  return { data, loading };
}

type OnImage = (images: ViewerImage[], start: number) => void;

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="tv-field" data-testid={testId}>
      <span className="tv-label">{label}</span>
      <span className="tv-value">{children}</span>
    </div>
  );
}

function MainBlock({ data, v2, version, onImage }: { data: TTraceResult; v2: boolean; version: number; onImage: OnImage }) {
  const detail = data.fD_FoodfirmfillindetailInfo;
  const pesticide = pesticideText(data.PesticideResidue);
  return (
    <div className="tv-main">
      {data.ProductImageUrl ? (
        <button type="button" className="tv-product-img" onClick={() => onImage([{ url: data.ProductImageUrl ?? '', name: data.ProductName }], 0)}>
          <img src={thumbUrl(data.ProductImageUrl, 120)} alt={data.ProductName} />
        </button>
      ) : null}
      <div className="tv-facts">
        <h3 className="tv-name" data-testid="trace-product">
          {data.ProductName}
        </h3>
        <Field label={traceText.productDate}>{orDash(data.ProductDate)}</Field>
        <Field label={traceText.shelfLife}>{traceText.shelfDays(data.ShelfLife)}</Field>
        <Field label={traceText.storage}>{orDash(data.Storage)}</Field>
        {v2 && (
          <Field label={traceText.batch} testId="trace-batch">
            {orDash(detail.BatchNumber)}
          </Field>
        )}
        <Field label={traceText.license}>{orDash(data.ProductLicense || detail.ProductLicense)}</Field>
        {v2 && <Field label={traceText.traceCode}>{orDash(detail.TraceabilityCode)}</Field>}
        {v2 && (
          <Field label={traceText.pesticide} testId="trace-pesticide">
            {pesticide.passed == null ? (
              <span className="tv-muted">{pesticide.text}</span>
            ) : (
              <Tag color={pesticide.passed ? 'success' : 'error'} className="tv-tag">
                {pesticide.text}
              </Tag>
            )}
          </Field>
        )}
      </div>
      <div className="tv-qr">
        <img src={traceQrUrl(data.OrderDetailId, version)} alt={traceText.qrAlt} width={112} height={112} data-testid="trace-qr" />
        <div className="tv-qr-hint">{traceText.qrHint}</div>
      </div>
    </div>
  );
}

/** 产地 → 供应商 → 主体, each with its firm picture (opens in the zoomable viewer) and name. */
function Nodes({ data, onImage }: { data: TTraceResult; onImage: OnImage }) {
  const nodes = [
    { label: traceText.nodes.origin, firm: data.ProductFirm },
    { label: traceText.nodes.supply, firm: data.Supply },
    { label: traceText.nodes.firm, firm: data.Firm },
  ];
  const images: ViewerImage[] = nodes.filter((n) => n.firm.FirmImgUrl).map((n) => ({ url: n.firm.FirmImgUrl ?? '', name: n.firm.FirmName }));
  return (
    <div className="tv-nodes" data-testid="trace-nodes">
      {nodes.map((n, i) => {
        const url = n.firm.FirmImgUrl;
        const at = images.findIndex((im) => im.url === url && im.name === n.firm.FirmName);
        return (
          <div className="tv-node-wrap" key={n.label}>
            {i > 0 && <RightOutlined className="tv-node-arrow" aria-hidden />}
            <div className="tv-node" data-testid="trace-node">
              <span className="tv-node-label">{n.label}</span>
              {url ? (
                <button
                  type="button"
                  className="tv-node-img"
                  onClick={() => onImage(images, Math.max(0, at))}
                  aria-label={traceText.firmImage(n.firm.FirmName)}
                >
                  <img src={thumbUrl(url, 96)} alt={n.firm.FirmName} />
                </button>
              ) : (
                <span className="tv-node-img tv-node-blank">{(n.firm.FirmName || traceText.none).slice(0, 1)}</span>
              )}
              <span className="tv-node-name" title={n.firm.FirmName}>
                {orDash(n.firm.FirmName)}
              </span>
            </div>
          </div>
        );
      })}
    </div>
  );
}

interface DocItem {
  id: string;
  url: string;
  name: string;
  sub?: string;
}

function DocList({ title, items, empty, testId, onImage }: { title: string; items: DocItem[]; empty: string; testId: string; onImage: OnImage }) {
  const images: ViewerImage[] = items.map((d) => ({ url: d.url, name: d.name }));
  return (
    <div className="tv-docs" data-testid={testId}>
      <div className="tv-docs-head">
        <span>{title}</span>
        <Badge count={items.length} showZero color={items.length ? '#1f9d55' : '#bfbfbf'} />
      </div>
      {items.length === 0 ? (
        <div className="tv-muted tv-docs-empty">{empty}</div>
      ) : (
        <div className="tv-docs-grid">
          {items.map((d, i) => (
            <button type="button" key={d.id} className="tv-doc" onClick={() => onImage(images, i)} title={d.name}>
              <span className="tv-doc-thumb">
                <FileThumb url={d.url} alt={d.name} />
              </span>
              <span className="tv-doc-name">{d.name}</span>
              {d.sub && <span className="tv-doc-sub">{d.sub}</span>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** 索票索证 (licences and certificates) and 追溯信息 (the timeline): one panel open at a time, the first to start. */
function Panels({ data, onImage }: { data: TTraceResult; onImage: OnImage }) {
  const licences: DocItem[] = data.eN_FirmlicenseInfos
    .filter((l) => l.FileUrl)
    .map((l) => ({ id: l.Id, url: l.FileUrl ?? '', name: l.Name, sub: l.ValidUntil ? traceText.validUntil(formatChinaDate(l.ValidUntil)) : undefined }));
  // captioned by what the certificate is, never by the uploaded file's name
  const certificates: DocItem[] = data.FD_FoodfirmfillindtlfileInfos.map((f) => ({ id: f.Id, url: f.FileUrl, name: f.Name }));
  const trail = trailItems(data.FD_FoodTraceObjects);
  return (
    <Collapse
      accordion
      className="tv-panels"
      defaultActiveKey="docs"
      items={[
        {
          key: 'docs',
          label: traceText.panelDocs,
          children: (
            <>
              <DocList title={traceText.licences} items={licences} empty={traceText.noLicences} testId="trace-licences" onImage={onImage} />
              <DocList title={traceText.certificates} items={certificates} empty={traceText.noCertificates} testId="trace-certificates" onImage={onImage} />
            </>
          ),
        },
        {
          key: 'trail',
          label: traceText.panelTrail,
          children:
            trail.length === 0 ? (
              <div className="tv-muted">{traceText.noTrail}</div>
            ) : (
              <Timeline
                className="tv-trail"
                items={trail.map((t) => ({
                  key: t.key,
                  icon: t.last ? <EllipsisOutlined className="tv-more" /> : <CheckCircleFilled className="tv-check" />,
                  content: (
                    <div className="tv-trail-item" data-testid={t.detail !== null ? 'trace-step-sensor' : 'trace-trail-item'}>
                      <div className="tv-trail-firm">
                        {t.firmName}
                        {t.stepName && <Tag className="tv-tag tv-step">{t.stepName}</Tag>}
                        {t.alarm && (
                          <Tag color="error" className="tv-tag">
                            冷链告警
                          </Tag>
                        )}
                      </div>
                      {t.detail && <div className={t.alarm ? 'tv-trail-detail tv-trail-alarm' : 'tv-trail-detail'}>{t.detail}</div>}
                      <div className="tv-trail-time">
                        {t.time}
                        {t.deliveryFillInId && (
                          <Link to={`/eshop/store/delivery/${t.deliveryFillInId}`} className="tv-trail-map" data-testid="trace-delivery-link">
                            配送轨迹
                          </Link>
                        )}
                      </div>
                    </div>
                  ),
                }))}
              />
            ),
        },
      ]}
    />
  );
}

export default TraceView;
