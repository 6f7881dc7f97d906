import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import type { TUploadedFile } from '@shanlian/contract';
import { PLAYER, SUPERVISION_MSG } from '@shanlian/contract/browser';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { uploadFile } from '../../../api/upload';
import { toast } from '../../../components/toast';
import { supervisionText } from '../../../lib/text/supervision';
import type { EvidenceDraft } from './evidence';
import './player.css';
import { messageOf } from '../../../api/errors';

/** Saves a screenshot or a recording as the viewer's evidence file (spec 02 §4: NodeType 51, ModuleType 16, no watermark). */
export async function saveEvidence(draft: EvidenceDraft | null): Promise<TUploadedFile | null> {
  if (!draft || draft.blob.size === 0) {
    toast.error(SUPERVISION_MSG.nothingToUpload);
    return null;
  }
  return uploadFile(draft.blob, draft.fileName, {
    NodeType: PLAYER.uploadNodeType,
    ModuleType: PLAYER.uploadModuleType,
    IsWatermark: 'false',
    NodeAreaCode: '',
  });
}

/** Downloads a blob under its file name (an anchor clicked on an object URL). */
function download(url: string, fileName: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * 预览: the captured picture or the recorded video, with 下载 (the blob under its name), 保存 (uploaded
 * as an evidence file; `onSaved` gets the stored file) and 取消. Open while `draft` is set; the
 * object URL is revoked when it closes.
 */
export function EvidencePreview({
  draft,
  onClose,
  onSaved,
  container,
}: {
  draft: EvidenceDraft | null;
  onClose(): void;
  onSaved?(uploaded: TUploadedFile, draft: EvidenceDraft): void;
  /** Where the dialog renders (the player while it is fullscreen); the page's body by default. */
  container?: HTMLElement | null;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const blob = draft?.blob ?? null;

  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);

  const save = async () => {
    setSaving(true);
    try {
      const uploaded = await saveEvidence(draft);
      if (!uploaded || !draft) return;
      toast.success(supervisionText.saved);
      onSaved?.(uploaded, draft);
      onClose();
    } catch (e) {
      toast.error(messageOf(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={supervisionText.preview}
      open={draft !== null}
      onCancel={saving ? undefined : onClose}
      closable={!saving}
      mask={{ closable: !saving }}
      keyboard={!saving}
      width={720}
      centered
      destroyOnHidden
      getContainer={container ?? undefined}
      footer={
        <div className="sp-preview-footer">
          <Button
            icon={<DownloadOutlined />}
            data-testid="evidence-download"
            disabled={!url || !draft}
            onClick={() => url && draft && download(url, draft.fileName)}
          >
            {supervisionText.download}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} data-testid="evidence-save" loading={saving} onClick={save}>
            {supervisionText.save}
          </Button>
          <Button data-testid="evidence-cancel" disabled={saving} onClick={onClose}>
            {supervisionText.cancel}
          </Button>
        </div>
      }
    >
      <div className="sp-preview" data-testid="evidence-preview" data-kind={draft?.kind}>
        {url && draft?.kind === 'capture' && <img className="sp-preview-media" src={url} alt={supervisionText.captureAlt} />}
        {url && draft?.kind === 'record' && <video className="sp-preview-media" src={url} controls autoPlay muted playsInline />}
        {draft && <div className="sp-preview-name">{draft.fileName}</div>}
      </div>
    </Modal>
  );
}
