/** How an evidence file of a case is shown: a player for recordings and sound, the viewer for pictures and PDF, else a download link. */
export type EvidenceKind = 'video' | 'audio' | 'image' | 'document' | 'file';

const VIDEO = ['mp4', 'webm', 'mkv', 'ogg', 'ogv', 'mov', 'm4v'];
const AUDIO = ['mp3', 'wav', 'm4a', 'aac', 'oga', 'opus'];
const IMAGE = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'avif'];

/**
 * The kind of an evidence file, by its content type when known, else by its name's extension (the
 * player's recordings are 视频录制_….mkv; a browser plays WebM-in-Matroska in a video element).
 * `.ogg` is a video unless its type says audio.
 */
export function evidenceKind(fileName: string, contentType?: string | null): EvidenceKind {
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'document';
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!fileName.includes('.')) return 'file';
  if (VIDEO.includes(ext)) return 'video';
  if (AUDIO.includes(ext)) return 'audio';
  if (IMAGE.includes(ext)) return 'image';
  if (ext === 'pdf') return 'document';
  return 'file';
}
