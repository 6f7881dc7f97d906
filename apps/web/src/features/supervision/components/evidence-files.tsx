import { DownloadOutlined } from '@ant-design/icons';
import { type DocFile, DocThumbs } from '../../../components/doc-upload';
import { evidenceKind } from '../rules/evidence-kind';

/**
 * The files of a step of a case's 处理记录, each as what it is: a recording plays in a video element
 * (the player's .mkv, mp4, webm, ogg), sound in an audio element, pictures and PDF as thumbnails that
 * open the viewer, anything else as a download link.
 */
export function EvidenceFiles({ files, size = 56 }: { files: readonly (DocFile & { ContentType?: string | null })[]; size?: number }) {
  const kinds = files.map((f) => ({ f, kind: evidenceKind(f.FileName, f.ContentType) }));
  const viewable = kinds.filter((k) => k.kind === 'image' || k.kind === 'document').map((k) => k.f);
  return (
    <div className="sv-evidence-files" data-testid="evidence-files">
      {viewable.length > 0 && <DocThumbs files={viewable} size={size} />}
      {kinds.map(({ f, kind }) =>
        kind === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: evidence recordings of a kitchen have no speech to caption
          <video
            key={f.Id}
            src={f.FileUrl}
            controls
            preload="metadata"
            playsInline
            className="sv-evidence-video"
            title={f.FileName}
            data-testid="evidence-video"
          />
        ) : kind === 'audio' ? (
          // biome-ignore lint/a11y/useMediaCaption: evidence recordings have no captions
          <audio key={f.Id} src={f.FileUrl} controls preload="metadata" title={f.FileName} data-testid="evidence-audio" />
        ) : kind === 'file' ? (
          <a key={f.Id} href={f.FileUrl} download={f.FileName} className="sv-evidence-link" data-testid="evidence-download">
            <DownloadOutlined /> {f.FileName}
          </a>
        ) : null,
      )}
    </div>
  );
}
