import { FlagOutlined, HistoryOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { TMonitor, TUploadedFile } from '@shanlian/contract';
import { STREAM_TOKEN_MS } from '@shanlian/contract/browser';
import { Badge, Modal, Segmented, Skeleton } from 'antd';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { supervisionText } from '../../../lib/text/supervision';
import { useCan } from '../../../lib/use-can';
import { useMe } from '../../../lib/use-me';
import { useSupOp } from '../api';
import { LivePlayer } from '../player/live-player';
import { PlaybackPanel } from './playback-panel';
import { type ReportCamera, ReportDialog } from './report-dialog';

/**
 * The stream of a camera, resolved by the server (a device identifier through the media template).
 * The platform's own streams come with a signed address that expires (decision 021): asked again
 * every quarter of its life, it answers the same address until the hour turns, then a new one while
 * the old still plays, and the player moves to it.
 */
export function usePlaySrc(playUrl: string, monitorId: string, enabled = true) {
  const q = useSupOp(
    'Monitor/GetPlayUrl',
    { PlayUrl: playUrl, MonitorId: monitorId },
    { enabled: enabled && !!playUrl, staleTime: STREAM_TOKEN_MS / 4, refetchInterval: STREAM_TOKEN_MS / 4 },
  );
  return { src: q.data?.PlayUrl ?? '', isLoading: q.isLoading, error: q.error };
}

export const reportCameraOf = (m: TMonitor): ReportCamera => ({
  MonitorId: m.Id,
  Name: m.Name,
  Place: m.Place,
  FirmId: m.FirmId,
  FirmName: m.FirmName,
  PlayUrl: m.PlayUrl,
  MonitorType: m.MonitorType,
});

/** The viewer's name written across the picture. */
export function useViewerName(): string {
  const { data: me } = useMe();
  return me ? `${me.FullName} ${me.MobileNumber.slice(-4)}` : '';
}

/** A camera's live player in its box: a skeleton while the address resolves, the server's refusal in place of the picture. */
export function CameraPlayer({
  monitor,
  onSaved,
  actions,
  title,
}: {
  monitor: TMonitor;
  onSaved?(file: TUploadedFile): void;
  actions?: ReactNode;
  title?: string;
}) {
  const viewer = useViewerName();
  const play = usePlaySrc(monitor.PlayUrl, monitor.Id);
  if (play.isLoading) return <Skeleton.Node active style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />;
  if (play.error)
    return (
      <div className="sv-player-error" role="alert">
        {play.error.message}
      </div>
    );
  return <LivePlayer src={play.src} title={title} viewerName={viewer} onSaved={onSaved ? (f) => onSaved(f) : undefined} actions={actions} />;
}

/** A tile of the wall: the camera's player, its state, name and place; a click outside the controls opens it large. */
export function CameraTile({
  monitor,
  onOpen,
  onSaved,
  extra,
}: {
  monitor: TMonitor;
  onOpen(): void;
  onSaved?(file: TUploadedFile): void;
  /** Buttons at the foot (修改, 删除); their clicks do not open the camera. */
  extra?: ReactNode;
}) {
  const open = (e: MouseEvent<HTMLElement>) => {
    // the player's own buttons and its preview dialog (a portal: outside the tile's DOM) keep their clicks
    if (!e.currentTarget.contains(e.target as Node) || (e.target as HTMLElement).closest('.sp-controls, .sp-overlay button, .sp-page-link')) return;
    onOpen();
  };
  return (
    <div className="sv-tile" onClick={open} data-testid="camera-tile" data-monitor={monitor.Id}>
      <CameraPlayer monitor={monitor} onSaved={onSaved} />
      <div className="sv-tile-foot">
        <Badge status={monitor.Online ? 'success' : 'default'} text={monitor.Online ? supervisionText.online : supervisionText.offline} />
        <button type="button" className="sv-tile-name" onClick={onOpen} title={supervisionText.enlarge}>
          {monitor.Name}
        </button>
        <span className="sv-muted sv-tile-place">{monitor.Place}</span>
        {monitor.OpenCases > 0 && <span className="sv-tile-cases">{supervisionText.cameraOpenCases(monitor.OpenCases)}</span>}
        {extra && (
          <span className="sv-tile-extra" onClick={(e) => e.stopPropagation()}>
            {extra}
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * A camera opened large: the live picture with 截图 / 录像 (the player's), 违规上报 (for holders of
 * violation:edit; the evidence saved from the preview goes with it) and 回放 (the playback panel).
 */
export function CameraStage({
  monitor,
  onClose,
  evidence,
  setEvidence,
  reporting,
  setReporting,
}: {
  monitor: TMonitor | null;
  onClose(): void;
  evidence: TUploadedFile | null;
  setEvidence(f: TUploadedFile | null): void;
  /** The report dialog is open (a tile's saved evidence opens it with the stage). */
  reporting: boolean;
  setReporting(open: boolean): void;
}) {
  const can = useCan();
  const viewer = useViewerName();
  const [mode, setMode] = useState<'live' | 'playback'>('live');
  const canReport = can('violation:edit');

  const close = () => {
    setMode('live');
    onClose();
  };

  const actions = monitor ? (
    <>
      {canReport && (
        <button
          type="button"
          className="sp-btn"
          data-testid="stage-report"
          aria-label={supervisionText.report}
          title={supervisionText.report}
          onClick={() => setReporting(true)}
        >
          <FlagOutlined />
          <span className="sp-btn-text">{supervisionText.report}</span>
        </button>
      )}
      <button
        type="button"
        className="sp-btn"
        data-testid="stage-playback"
        aria-label={supervisionText.playback}
        title={supervisionText.playback}
        onClick={() => setMode('playback')}
      >
        <HistoryOutlined />
        <span className="sp-btn-text">{supervisionText.playback}</span>
      </button>
    </>
  ) : null;

  return (
    <>
      <Modal
        open={!!monitor}
        onCancel={close}
        footer={null}
        width={1040}
        centered
        destroyOnHidden
        title={
          monitor && (
            <div className="sv-stage-title">
              <VideoCameraOutlined />
              <span>{monitor.Name}</span>
              <span className="sv-muted">
                {monitor.FirmName} · {monitor.Place || '—'}
              </span>
              <Badge status={monitor.Online ? 'success' : 'default'} text={monitor.Online ? supervisionText.online : supervisionText.offline} />
            </div>
          )
        }
      >
        {monitor && (
          <div data-testid="camera-stage">
            <Segmented
              value={mode}
              onChange={(v) => setMode(v as 'live' | 'playback')}
              options={[
                { value: 'live', label: supervisionText.live },
                { value: 'playback', label: supervisionText.playback },
              ]}
              style={{ marginBottom: 12 }}
              data-testid="stage-mode"
            />
            {canReport && mode === 'live' && evidence && <div className="sv-stage-note">{supervisionText.evidenceKept}</div>}
            {mode === 'live' ? (
              <CameraPlayer
                monitor={monitor}
                title={`${monitor.FirmName} · ${monitor.Name}`}
                actions={actions}
                onSaved={
                  canReport
                    ? (f) => {
                        setEvidence(f);
                        setReporting(true);
                      }
                    : undefined
                }
              />
            ) : (
              <PlaybackPanel playUrl={monitor.PlayUrl} monitorId={monitor.Id} name={monitor.Name} viewerName={viewer} />
            )}
          </div>
        )}
      </Modal>
      {canReport && (
        <ReportDialog
          open={reporting && !!monitor}
          camera={monitor ? reportCameraOf(monitor) : null}
          evidence={evidence}
          onClearEvidence={() => setEvidence(null)}
          onClose={() => setReporting(false)}
        />
      )}
    </>
  );
}
