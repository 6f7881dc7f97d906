import type { TUploadedFile } from '@shanlian/contract';
import { imageUploadProblem, MSG, PROFILE_MSG } from '@shanlian/contract/browser';
import { centreText } from '../lib/text';
import { ApiError } from './client';

/** POSTs a multipart form and answers the envelope's Data, or throws the server's message. */
async function postForm<T>(url: string, form: FormData): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, centreText.upload.network);
  }
  let env: { IsSuccess?: boolean; Message?: string; Data?: T };
  try {
    env = await res.json();
  } catch {
    // A proxy's own refusal of a large body is not an envelope.
    throw new ApiError(res.status, res.status === 413 ? PROFILE_MSG.uploadSize : MSG.serverError);
  }
  if (!res.ok || !env.IsSuccess || env.Data === undefined) throw new ApiError(res.status, env.Message || MSG.serverError);
  return env.Data;
}

/**
 * The upload client of the web app: POST /v1/File/Upload as multipart (the form fields
 * first, then the file), answered with the stored file. `ModuleType` tells the server what
 * the file is for (UPLOAD_MODULE_TYPE); the record that takes it checks it again.
 */
export async function uploadFile(blob: Blob, fileName: string, fields: Record<string, string | number> = {}): Promise<TUploadedFile> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('file', blob, fileName);
  const first = (await postForm<TUploadedFile[]>('/v1/File/Upload', form))[0];
  if (!first) throw new ApiError(500, MSG.serverError);
  return first;
}

/** A parent's photos for a feedback (no login): the phone and the ticket its SMS code gave, then the pictures. */
export async function uploadFeedbackPhotos(photos: File[], phone: string, ticket: string): Promise<{ Id: string; FileName: string }[]> {
  const form = new FormData();
  form.append('Phone', phone);
  form.append('Ticket', ticket);
  for (const p of photos) form.append('file', p, p.name);
  return postForm('/v1/Public/UploadFeedbackPhotos', form);
}

/** What the server would refuse of a chosen picture, said before uploading it (the contract's rule); null when fine. */
export function imageProblem(file: { name: string; type: string; size: number }): string | null {
  const problem = imageUploadProblem(file);
  return problem === 'type' ? PROFILE_MSG.uploadType : problem === 'size' ? PROFILE_MSG.uploadSize : null;
}
