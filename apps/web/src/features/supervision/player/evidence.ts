/** What the player took (spec 02 §4): a screenshot (PNG) or a recording, with the file name it will be saved under. */
export type EvidenceKind = 'capture' | 'record';

export type EvidenceDraft = { blob: Blob; fileName: string; kind: EvidenceKind };
