import {
  CameraOutlined,
  CaretRightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MutedOutlined,
  PauseOutlined,
  SoundOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { TUploadedFile } from '@shanlian/contract';
import { evidenceFileName, isCompactPlayer, isLiveStream, PLAYER, SUPERVISION_MSG, watermarkFontSize } from '@shanlian/contract/browser';
import { Button, Spin } from 'antd';
import type Hls from 'hls.js';
import type { ErrorData, LevelLoadedData } from 'hls.js';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/toast';
import { supervisionText } from '../../../lib/text/supervision';
import { serverNow, useNow } from '../../../lib/use-now';
import type { EvidenceDraft } from './evidence';
import { EvidencePreview } from './evidence-preview';
import {
  elapsedSeconds,
  fatalAction,
  latencySeconds,
  recorderMimeType,
  recoveryDelayMs,
  seekLabel,
  sourceKind,
  sourceToPlay,
  textEms,
  watermarkGrid,
  watermarkText,
} from './player-rules';
import './player.css';

type Status = 'loading' | 'ready' | 'failed';

/** Older WebKit spells fullscreen with a prefix; Firefox before 128 spells captureStream with one. */
type FsDocument = Document & { webkitFullscreenElement?: Element | null; webkitExitFullscreen?: () => Promise<void> | void };
type FsElement = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };
type CapturingVideo = HTMLVideoElement & {
  captureStream?: () => MediaStream;
  mozCaptureStream?: () => MediaStream;
  webkitEnterFullscreen?: () => void;
};

const fullscreenElement = (): Element | null => document.fullscreenElement ?? (document as FsDocument).webkitFullscreenElement ?? null;

function toggleFullscreen(box: HTMLElement, video: HTMLVideoElement | null) {
  const doc = document as FsDocument;
  const el = box as FsElement;
  if (fullscreenElement()) {
    if (document.exitFullscreen) document.exitFullscreen().catch(() => {});
    else void doc.webkitExitFullscreen?.();
    return;
  }
  if (el.requestFullscreen) el.requestFullscreen().catch(() => {});
  else if (el.webkitRequestFullscreen) void el.webkitRequestFullscreen();
  // iPhone Safari: only the video itself goes fullscreen (without the watermark layer).
  else (video as CapturingVideo | null)?.webkitEnterFullscreen?.();
}

export interface LivePlayerProps {
  /** The resolved stream: an .m3u8 link plays live; another http link is shown as an embedded page with a link. */
  src: string;
  title?: string;
  /** Written with the time across the picture (spec 02 §9). */
  viewerName: string;
  /** A screenshot was taken (before the preview opens). */
  onCapture?(file: EvidenceDraft): void;
  /** A recording was stopped (before the preview opens). */
  onRecorded?(file: EvidenceDraft): void;
  /** The preview's 保存 stored the evidence file. */
  onSaved?(uploaded: TUploadedFile, draft: EvidenceDraft): void;
  /** More buttons in the controls (e.g. 上报). */
  actions?: ReactNode;
  /** Muted autoplay once the playlist is parsed (default true). */
  autoPlay?: boolean;
  /** A recording's wall-clock start (epoch ms), for the seek bar's times; else taken from the playlist's PROGRAM-DATE-TIME. */
  startAt?: number | null;
  className?: string;
  style?: CSSProperties;
}

/**
 * The live camera player (spec 02 §4, §9): hls.js (native HLS where only that exists), recovery from
 * fatal errors, a refresh when `src` changes unless in fullscreen, fullscreen and mute, compact
 * controls in small boxes, the viewer's watermark, the latency behind live, screenshots and
 * recordings with their preview (download, save as evidence).
 */
export function LivePlayer({ src, title, viewerName, onCapture, onRecorded, onSaved, actions, autoPlay = true, startAt, className, style }: LivePlayerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  const liveRef = useRef(false);
  const mounted = useRef(true);
  const autoPlayRef = useRef(autoPlay);
  autoPlayRef.current = autoPlay;
  const onRecordedRef = useRef(onRecorded);
  onRecordedRef.current = onRecorded;

  const [size, setSize] = useState({ w: 0, h: 0 });
  const [fullscreen, setFullscreen] = useState(false);
  const [playing, setPlaying] = useState(src);
  const [status, setStatus] = useState<Status>('loading');
  const [reload, setReload] = useState(0);
  const [muted, setMuted] = useState(true);
  const [paused, setPaused] = useState(true);
  const [buffering, setBuffering] = useState(false);
  const [latency, setLatency] = useState<number | null>(null);
  // a recording (not live): its length, the position and the wall-clock start, for the seek bar
  const [vod, setVod] = useState<{ duration: number; position: number; startAt: number | null } | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const [recordingSince, setRecordingSince] = useState<number | null>(null);
  const [draft, setDraft] = useState<EvidenceDraft | null>(null);
  const now = useNow(1000);
  const kind = sourceKind(playing);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A new stream replaces the one playing, except in fullscreen: then when fullscreen ends.
  useEffect(() => {
    setPlaying((p) => sourceToPlay(p, src, fullscreen));
  }, [src, fullscreen]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const ro = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const w = Math.round(entry.contentRect.width);
      const h = Math.round(entry.contentRect.height);
      setSize((s) => (s.w === w && s.h === h ? s : { w, h }));
    });
    ro.observe(box);
    const onFs = () => setFullscreen(fullscreenElement() === box);
    document.addEventListener('fullscreenchange', onFs);
    document.addEventListener('webkitfullscreenchange', onFs);
    return () => {
      ro.disconnect();
      document.removeEventListener('fullscreenchange', onFs);
      document.removeEventListener('webkitfullscreenchange', onFs);
    };
  }, []);

  // The video element's own state: paused, waiting for data.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the video element exists only for an HLS source (`kind`)
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const sync = () => setPaused(video.paused);
    const waiting = () => setBuffering(true);
    const flowing = () => setBuffering(false);
    video.addEventListener('play', sync);
    video.addEventListener('pause', sync);
    video.addEventListener('waiting', waiting);
    video.addEventListener('playing', flowing);
    video.addEventListener('canplay', flowing);
    return () => {
      video.removeEventListener('play', sync);
      video.removeEventListener('pause', sync);
      video.removeEventListener('waiting', waiting);
      video.removeEventListener('playing', flowing);
      video.removeEventListener('canplay', flowing);
    };
  }, [kind]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the video element exists only for an HLS source (`kind`)
  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = muted;
  }, [muted, kind]);

  // A recording's position and length as it plays (the seek bar follows them).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the video element exists only for an HLS source (`kind`)
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const follow = () => {
      if (liveRef.current || !Number.isFinite(video.duration)) return;
      setVod((v) => (v ? { ...v, duration: video.duration, position: video.currentTime } : v));
    };
    video.addEventListener('timeupdate', follow);
    video.addEventListener('durationchange', follow);
    video.addEventListener('seeked', follow);
    return () => {
      video.removeEventListener('timeupdate', follow);
      video.removeEventListener('durationchange', follow);
      video.removeEventListener('seeked', follow);
    };
  }, [kind]);

  // Load the stream: hls.js where MediaSource exists, else the browser's own HLS (Safari on iPhone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` is the retry button's way to load again
  useEffect(() => {
    const video = videoRef.current;
    if (kind !== 'hls' || !video) return;
    let cancelled = false;
    let hls: Hls | null = null;
    let restart: ReturnType<typeof setTimeout> | undefined;
    setStatus('loading');
    setLatency(null);
    setBuffering(false);
    setVod(null);
    liveRef.current = false;

    const started = () => {
      if (cancelled) return;
      setStatus('ready');
      if (autoPlayRef.current) {
        video.muted = true;
        setMuted(true);
        void video.play().catch(() => {});
      }
    };
    const failed = () => {
      if (hls) hls.destroy();
      hls = null;
      hlsRef.current = null;
      if (!cancelled) setStatus('failed');
    };
    const nativeMeta = () => {
      liveRef.current = video.duration === Number.POSITIVE_INFINITY;
      if (!liveRef.current) setVod({ duration: video.duration, position: 0, startAt: null });
      started();
    };
    const nativeError = () => failed();

    import('hls.js')
      .then(({ default: HlsJs }) => {
        if (cancelled) return;
        if (HlsJs.isSupported()) {
          const h = new HlsJs({ backBufferLength: 30 });
          hls = h;
          hlsRef.current = h;
          let parsed = false;
          let attempts = 0;
          h.on(HlsJs.Events.MANIFEST_PARSED, () => {
            parsed = true;
            started();
          });
          h.on(HlsJs.Events.LEVEL_LOADED, (_e, data: LevelLoadedData) => {
            liveRef.current = data.details.live;
            const first = data.details.fragments[0]?.programDateTime ?? null;
            if (!data.details.live) setVod((v) => ({ duration: v?.duration ?? data.details.totalduration, position: v?.position ?? 0, startAt: first }));
          });
          h.on(HlsJs.Events.FRAG_BUFFERED, () => {
            attempts = 0;
          });
          h.on(HlsJs.Events.ERROR, (_e, data: ErrorData) => {
            if (!data.fatal) return;
            const action = fatalAction(data.type, { parsed, attempts });
            const wait = recoveryDelayMs(attempts);
            attempts += 1;
            if (action === 'startLoad') {
              clearTimeout(restart);
              restart = setTimeout(() => !cancelled && hls === h && h.startLoad(), wait);
            } else if (action === 'recoverMedia') h.recoverMediaError();
            else failed();
          });
          h.loadSource(playing);
          h.attachMedia(video);
        } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
          video.addEventListener('loadedmetadata', nativeMeta);
          video.addEventListener('error', nativeError);
          video.src = playing;
        } else {
          failed();
        }
      })
      .catch(failed);

    return () => {
      cancelled = true;
      clearTimeout(restart);
      // A recording of the stream that goes away ends here (and opens its preview).
      if (recorderRef.current && recorderRef.current.state !== 'inactive') recorderRef.current.stop();
      hls?.destroy();
      hls = null;
      hlsRef.current = null;
      video.removeEventListener('loadedmetadata', nativeMeta);
      video.removeEventListener('error', nativeError);
      if (video.getAttribute('src')) {
        video.removeAttribute('src');
        video.load();
      }
    };
  }, [playing, kind, reload]);

  // The latency behind live, measured with the watermark's clock tick.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` is the once-a-second tick
  useEffect(() => {
    const video = videoRef.current;
    if (status !== 'ready' || !video || !isLiveStream(playing) || !liveRef.current) {
      setLatency(null);
      return;
    }
    const hls = hlsRef.current;
    const seekable = video.seekable;
    const nativeEdge = seekable.length > 0 ? seekable.end(seekable.length - 1) : null;
    setLatency(
      latencySeconds(
        hls
          ? { latency: hls.latency, liveEdge: hls.liveSyncPosition, currentTime: video.currentTime }
          : { liveEdge: nativeEdge, currentTime: video.currentTime },
      ),
    );
  }, [now, status, playing]);

  // Unmounting while recording: the recording is dropped.
  useEffect(
    () => () => {
      const rec = recorderRef.current;
      if (rec && rec.state !== 'inactive') {
        rec.onstop = null;
        rec.onerror = null;
        rec.stop();
      }
      recorderRef.current = null;
    },
    [],
  );

  const capture = () => {
    const video = videoRef.current;
    try {
      if (!video || status !== 'ready' || video.readyState < 2 || !video.videoWidth || !video.videoHeight) throw new Error('no frame');
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no canvas');
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
      // A tainted canvas (a foreign stream without CORS) throws here.
      canvas.toBlob((blob) => {
        if (!blob || blob.size === 0) {
          toast.error(SUPERVISION_MSG.captureFailed);
          return;
        }
        const d: EvidenceDraft = { blob, fileName: evidenceFileName('capture', new Date(serverNow())), kind: 'capture' };
        onCapture?.(d);
        setDraft(d);
      }, 'image/png');
    } catch {
      toast.error(SUPERVISION_MSG.captureFailed);
    }
  };

  const startRecording = () => {
    const video = videoRef.current as CapturingVideo | null;
    const captureStream = video?.captureStream ?? video?.mozCaptureStream;
    if (!video || !captureStream || typeof MediaRecorder === 'undefined' || status !== 'ready') {
      toast.error(SUPERVISION_MSG.recordFailed);
      return;
    }
    try {
      const stream = captureStream.call(video);
      const mimeType = recorderMimeType(typeof MediaRecorder.isTypeSupported === 'function' ? (t) => MediaRecorder.isTypeSupported(t) : undefined);
      const rec = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      const release = () => {
        for (const t of stream.getTracks()) t.stop();
        if (recorderRef.current === rec) recorderRef.current = null;
        if (mounted.current) setRecordingSince(null);
      };
      rec.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
      };
      rec.onerror = () => {
        rec.onstop = null;
        release();
        toast.error(SUPERVISION_MSG.recordFailed);
      };
      rec.onstop = () => {
        release();
        if (!mounted.current) return;
        const blob = new Blob(chunks, { type: rec.mimeType || mimeType || 'video/webm' });
        // The spec's .mkv name, whatever container the browser recorded.
        const d: EvidenceDraft = { blob, fileName: evidenceFileName('record', new Date(serverNow())), kind: 'record' };
        onRecordedRef.current?.(d);
        setDraft(d);
      };
      rec.start(1000);
      recorderRef.current = rec;
      setRecordingSince(serverNow());
    } catch {
      toast.error(SUPERVISION_MSG.recordFailed);
    }
  };

  const stopRecording = () => {
    const rec = recorderRef.current;
    if (!rec || rec.state === 'inactive') {
      recorderRef.current = null;
      setRecordingSince(null);
      toast.error(SUPERVISION_MSG.recordFailed);
      return;
    }
    try {
      rec.stop();
    } catch {
      recorderRef.current = null;
      setRecordingSince(null);
      toast.error(SUPERVISION_MSG.recordFailed);
    }
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => {});
    else video.pause();
  };

  const compact = size.w > 0 && isCompactPlayer(size.w, size.h);
  const recording = recordingSince !== null;
  const seconds = recording ? elapsedSeconds(recordingSince, now) : 0;
  const canUseFrame = kind === 'hls' && status === 'ready';

  const control = (p: { testId: string; label: string; icon: ReactNode; onClick(): void; disabled?: boolean; active?: boolean; text?: ReactNode }) => (
    <button
      type="button"
      className={`sp-btn${p.active ? ' is-active' : ''}`}
      data-testid={p.testId}
      aria-label={p.label}
      title={p.label}
      disabled={p.disabled}
      aria-pressed={p.active}
      onClick={p.onClick}
    >
      {p.icon}
      {!compact && <span className="sp-btn-text">{p.text ?? p.label}</span>}
    </button>
  );

  return (
    <div
      ref={boxRef}
      className={`sp-player${compact ? ' is-compact' : ''}${fullscreen ? ' is-fullscreen' : ''}${className ? ` ${className}` : ''}`}
      style={style}
      data-testid="live-player"
      data-status={kind === 'hls' ? status : kind}
      data-compact={compact ? 'true' : 'false'}
      data-src={playing}
    >
      {kind === 'hls' && (
        <video
          ref={videoRef}
          className="sp-video"
          data-testid="player-video"
          playsInline
          muted
          preload="auto"
          onDoubleClick={() => boxRef.current && toggleFullscreen(boxRef.current, videoRef.current)}
        />
      )}
      {kind === 'page' && (
        <div className="sp-page">
          <iframe className="sp-frame" src={playing} title={title || supervisionText.pageFrame} allow="autoplay; fullscreen" referrerPolicy="no-referrer" />
          <a className="sp-page-link" href={playing} target="_blank" rel="noopener noreferrer">
            {supervisionText.openPage}
          </a>
        </div>
      )}
      {kind === 'none' && <div className="sp-empty">{SUPERVISION_MSG.noVideo}</div>}

      <Watermark viewerName={viewerName} now={now} width={size.w} height={size.h} />

      {title && <div className="sp-title">{title}</div>}

      {kind === 'hls' && status === 'loading' && (
        <div className="sp-overlay" data-testid="player-loading">
          <Spin size={compact ? 'default' : 'large'} />
          {!compact && <span className="sp-overlay-text">{supervisionText.loading}</span>}
        </div>
      )}
      {kind === 'hls' && status === 'ready' && buffering && (
        <div className="sp-overlay sp-overlay-quiet">
          <Spin />
        </div>
      )}
      {kind === 'hls' && status === 'failed' && (
        <div className="sp-overlay" data-testid="player-error" role="alert">
          <span className="sp-overlay-text">{SUPERVISION_MSG.loadFailed}</span>
          <Button size={compact ? 'small' : 'middle'} onClick={() => setReload((n) => n + 1)} data-testid="player-retry">
            {supervisionText.retry}
          </Button>
        </div>
      )}

      {kind === 'hls' && vod && vod.duration > 0 && (
        <SeekBar
          duration={vod.duration}
          position={vod.position}
          startAt={startAt ?? vod.startAt}
          compact={compact}
          onSeek={(t) => {
            const video = videoRef.current;
            if (!video) return;
            video.currentTime = t;
            setVod((v) => (v ? { ...v, position: t } : v));
          }}
        />
      )}

      <div className="sp-controls" data-testid="player-controls">
        {kind === 'hls' &&
          control({
            testId: 'player-play',
            label: paused ? supervisionText.play : supervisionText.pause,
            icon: paused ? <CaretRightOutlined /> : <PauseOutlined />,
            onClick: togglePlay,
            disabled: status !== 'ready',
          })}
        {kind === 'hls' &&
          control({
            testId: 'player-mute',
            label: muted ? supervisionText.unmute : supervisionText.mute,
            icon: muted ? <MutedOutlined /> : <SoundOutlined />,
            onClick: () => setMuted((m) => !m),
          })}
        {latency !== null && (
          <span className="sp-latency" data-testid="player-latency" data-seconds={latency} title={supervisionText.latency(latency)}>
            {compact ? `${latency.toFixed(1)}s` : supervisionText.latency(latency)}
          </span>
        )}
        <span className="sp-spacer" />
        {recording && (
          <span className="sp-rec" data-testid="player-recording" title={supervisionText.recording(seconds)}>
            <span className="sp-rec-dot" />
            {compact ? supervisionText.recordingShort(seconds) : supervisionText.recording(seconds)}
          </span>
        )}
        {kind === 'hls' &&
          control({
            testId: 'player-capture',
            label: supervisionText.capture,
            icon: <CameraOutlined />,
            onClick: capture,
            disabled: !canUseFrame,
          })}
        {kind === 'hls' &&
          control({
            testId: 'player-record',
            label: recording ? supervisionText.stopRecord : supervisionText.record,
            icon: <VideoCameraOutlined />,
            onClick: recording ? stopRecording : startRecording,
            disabled: !canUseFrame && !recording,
            active: recording,
          })}
        {actions && <span className="sp-actions">{actions}</span>}
        {control({
          testId: 'player-fullscreen',
          label: fullscreen ? supervisionText.exitFullscreen : supervisionText.fullscreen,
          icon: fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />,
          onClick: () => boxRef.current && toggleFullscreen(boxRef.current, videoRef.current),
        })}
      </div>

      {/* In fullscreen only the player is on screen: the preview opens inside it. */}
      <EvidencePreview draft={draft} onClose={() => setDraft(null)} onSaved={onSaved} container={fullscreen ? boxRef.current : null} />
    </div>
  );
}

/**
 * The viewer's name and the time across the whole picture, diagonally and repeated, at the spec's
 * size (width / 1920 × 30) and opacity (0.2); it takes no clicks.
 */
function Watermark({ viewerName, now, width, height }: { viewerName: string; now: number; width: number; height: number }) {
  const fontSize = watermarkFontSize(width);
  const text = watermarkText(viewerName, now);
  const grid = watermarkGrid(width, height, fontSize, text);
  const shift = ((textEms(text) + 3) * fontSize) / 2;
  return (
    <div className="sp-watermark" data-testid="player-watermark" data-text={text} aria-hidden="true" style={{ opacity: PLAYER.watermarkOpacity, fontSize }}>
      <div className="sp-watermark-layer" style={{ width: grid.size, height: grid.size }}>
        {Array.from({ length: grid.rows }, (_, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of identical copies
          <div key={r} className="sp-watermark-row" style={{ marginLeft: r % 2 ? -shift : 0, height: fontSize * 4 }}>
            {Array.from({ length: grid.cols }, (_, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical copies
              <span key={c} style={{ marginRight: fontSize * 3 }}>
                {text}
              </span>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The seek bar of a recording: its whole length, the position as a wall-clock time (or minutes and
 * seconds from the start when the start is unknown); dragging or a key moves the playback there.
 */
function SeekBar({
  duration,
  position,
  startAt,
  compact,
  onSeek,
}: {
  duration: number;
  position: number;
  startAt: number | null;
  compact: boolean;
  onSeek(seconds: number): void;
}) {
  const label = (sec: number) => seekLabel(sec, startAt);
  return (
    <div className={`sp-seek${compact ? ' is-compact' : ''}`} data-testid="player-seek-bar">
      <input
        type="range"
        className="sp-seek-range"
        min={0}
        max={Math.floor(duration)}
        step={1}
        value={Math.min(Math.floor(position), Math.floor(duration))}
        aria-label={supervisionText.seekLabel}
        aria-valuetext={label(position)}
        data-testid="player-seek"
        onChange={(e) => onSeek(Number(e.target.value))}
      />
      <span className="sp-seek-time" data-testid="player-seek-time">
        {label(position)} / {label(duration)}
      </span>
    </div>
  );
}
