import type { TUploadedFile } from '@shanlian/contract';
import { imageUploadProblem, MSG, PROFILE_MSG } from '@shanlian/contract/browser';
import { TCentre } from '../lib/text';
import { ApiError } from './client';

/**
 * The one upload client of the web app: POST /v1/File/Upload as multipart (the form fields
 * first, then the file), answered with the stored file. `ModuleType` tells the server what
 * the file is for (UPLOAD_MODULE_TYPE); the record that takes it checks it again.
 */
export async function uploadFile(blob: Blob, fileName: string, fields: Record<string, string | number> = {}): Promise<TUploadedFile> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('file', blob, fileName);
  let res: Response;
  try {
    res = await fetch('/v1/File/Upload', { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, TCentre.upload.network);
  }
  let env: { IsSuccess?: boolean; Message?: string; Data?: TUploadedFile[] };
  try {
    env = await res.json();
  } catch {
    // A proxy's own refusal of a large body is not an envelope.
    throw new ApiError(res.status, res.status === 413 ? PROFILE_MSG.uploadSize : MSG.serverError);
  }
  const first = env.Data?.[0];
  if (!res.ok || !env.IsSuccess || !first) throw new ApiError(res.status, env.Message || MSG.serverError);
  return first;
}

/** What the server would refuse of a chosen picture, said before uploading it (the contract's rule); null when fine. */
export function imageProblem(file: { name: string; type: string; size: number }): string | null {
  const problem = imageUploadProblem(file);
  return problem === 'type' ? PROFILE_MSG.uploadType : problem === 'size' ? PROFILE_MSG.uploadSize : null;
}
