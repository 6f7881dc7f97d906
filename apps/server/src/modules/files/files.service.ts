import { FILE_PURPOSE_NAMES, type FilePurpose, IMAGE_ONLY_FILE_PURPOSES, MSG, PUBLIC_FILE_PURPOSES, VIDEO_FILE_PURPOSES } from '@shanlian/contract';
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { holds, inOwnFirm, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import type { FileStore, StoredFile } from '../../platform/files.js';
import { files } from '../../platform/platform.tables.js';
import { fileGrants } from './files.tables.js';

/**
 * Lets a record take files: only files the caller's own firm uploaded, for this purpose (or
 * for none yet, which this fixes), and pictures only where the purpose shows pictures. One
 * conditional UPDATE takes them all, so a file cannot be taken for two purposes at once.
 * `sharedWith` names the other firm of the record (the buyer of an invoiced order, the
 * supplier of a returned one), which may then download a private file too.
 *
 * Every operation that attaches files goes through here; the caller's transaction undoes the
 * claim when it fails. The messages never say whose a foreign file is.
 */
export async function claimFiles(
  db: Db,
  actor: Actor,
  now: Date,
  ids: readonly (string | null | undefined)[],
  purpose: Exclude<FilePurpose, 'unassigned'>,
  sharedWith?: string | null,
): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return;
  const imagesOnly = IMAGE_ONLY_FILE_PURPOSES.includes(purpose);
  const takesVideo = VIDEO_FILE_PURPOSES.includes(purpose);
  const taken = await db
    .update(files)
    .set({ purpose, isPublic: PUBLIC_FILE_PURPOSES.includes(purpose) })
    .where(
      and(
        inArray(files.id, wanted),
        or(
          and(eq(files.ownerFirmId, actor.firmId), or(eq(files.purpose, purpose), eq(files.purpose, 'unassigned'))),
          // Pictures the platform wrote itself (the seeded store) belong to no firm: public already, taken as they are.
          and(isNull(files.ownerFirmId), eq(files.purpose, purpose), eq(files.isPublic, true)),
        ),
        imagesOnly
          ? takesVideo
            ? or(like(files.mime, 'image/%'), like(files.mime, 'video/%'), like(files.mime, 'audio/%'))
            : like(files.mime, 'image/%')
          : undefined,
      ),
    )
    .returning({ id: files.id });
  if (taken.length < wanted.length) {
    const got = new Set(taken.map((t) => t.id));
    const rows = await db
      .select({ id: files.id, ownerFirmId: files.ownerFirmId, purpose: files.purpose, mime: files.mime })
      .from(files)
      .where(inArray(files.id, wanted));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const name = FILE_PURPOSE_NAMES[purpose];
    for (const id of wanted) {
      if (got.has(id)) continue;
      const row = byId.get(id);
      if (!row) throw badRequest(MSG.fileNotFound);
      if (row.ownerFirmId !== actor.firmId && row.ownerFirmId !== null) throw forbidden(MSG.fileNotOwn);
      const media = row.mime.startsWith('video/') || row.mime.startsWith('audio/');
      if (imagesOnly && !row.mime.startsWith('image/') && !(takesVideo && media)) throw badRequest(takesVideo ? MSG.uploadMediaType : MSG.fileImageOnly(name));
      throw badRequest(MSG.fileWrongPurpose(name));
    }
  }
  if (sharedWith && sharedWith !== actor.firmId) {
    await db
      .insert(fileGrants)
      .values(wanted.map((fileId) => ({ fileId, firmId: sharedWith, purpose, createdAt: now })))
      .onConflictDoNothing();
  }
}

/**
 * Supervision: whoever holds supervision-firm:view reads the private files a firm attached to its
 * records (invoices, returns, certificates, licences) within the scope of that permission, by the
 * firm's area for supervisors. Uploads not yet attached to anything stay the uploader's own.
 */
async function supervisorMayRead(db: Db, actor: Actor, file: StoredFile): Promise<boolean> {
  if (!file.ownerFirmId || file.purpose === 'unassigned' || !holds(actor, 'supervision-firm:view')) return false;
  // the firm's area is read by the scope filter itself
  const [hit] = await db
    .select({ one: sql<number>`1` })
    .from(files)
    .where(and(eq(files.id, file.id), scopeFilter(actor, 'supervision-firm:view', { firm: files.ownerFirmId })))
    .limit(1);
  return !!hit;
}

/**
 * Whether this caller may download the file: public purposes (store pictures) to anyone;
 * the rest to the owner firm and the firms a record shared it with.
 */
export async function mayRead(db: Db, actor: Actor | null, file: StoredFile): Promise<boolean> {
  if (file.isPublic) return true;
  if (!actor) return false;
  if (inOwnFirm(actor, file.ownerFirmId)) return true;
  const [grant] = await db
    .select({ one: sql<number>`1` })
    .from(fileGrants)
    .where(and(eq(fileGrants.fileId, file.id), eq(fileGrants.firmId, actor.firmId)))
    .limit(1);
  if (grant) return true;
  return supervisorMayRead(db, actor, file);
}

/** The stored names of files, by id, in one query (ids without a row are absent). */
export async function fileNamesByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: files.id, name: files.fileName }).from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Name, SHA-256, type and upload time of files, by id (evidence lists show them). */
export async function fileFactsByIds(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { fileName: string; sha256: string; mime: string; createdAt: Date }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, fileName: files.fileName, sha256: files.sha256, mime: files.mime, createdAt: files.createdAt })
    .from(files)
    .where(inArray(files.id, wanted));
  return new Map(rows.map(({ id, ...r }) => [id, r]));
}

/**
 * Supervision evidence (a capture or recording a supervisor saved at the player) becomes the
 * evidence of the firm it shows: one conditional UPDATE takes only the caller's own uploads of
 * evidence (or of no purpose yet) and gives them to that firm, whose staff and the supervisors of
 * its area then read them, and nobody else.
 */
export async function assignEvidence(db: Db, actor: Actor, ids: readonly (string | null | undefined)[], subjectFirmId: string): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return;
  const taken = await db
    .update(files)
    .set({ ownerFirmId: subjectFirmId, purpose: 'evidence', isPublic: false })
    .where(
      and(
        inArray(files.id, wanted),
        eq(files.ownerFirmId, actor.firmId),
        eq(files.uploadedBy, actor.userId),
        or(eq(files.purpose, 'evidence'), eq(files.purpose, 'unassigned')),
        or(like(files.mime, 'image/%'), like(files.mime, 'video/%')),
      ),
    )
    .returning({ id: files.id });
  if (taken.length < wanted.length) throw badRequest(MSG.fileNotFound);
}

/** Stores a picture a machine sent (an AI platform's capture) as the firm's evidence; answers its id. */
export async function saveEvidenceBytes(db: Db, store: FileStore, firmId: string, fileName: string, bytes: Buffer): Promise<string> {
  return store.save(db, { fileName, bytes, ownerFirmId: firmId, uploadedBy: null, purpose: 'evidence' });
}
