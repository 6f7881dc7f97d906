import { MSG } from '@shanlian/contract/browser';
import type { TUploadedFile } from '@shanlian/contract';
import { ApiError } from '../../../api/client';

/** POST /v1/File/Upload (multipart): one file, answered with its id and URL; the server's message on refusal. */
export async function uploadFile(file: File): Promise<TUploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch('/v1/File/Upload', { method: 'POST', credentials: 'same-origin', body: form });
  } catch {
    throw new ApiError(0, '网络连接失败，请检查网络后重试');
  }
  let env: { IsSuccess?: boolean; Message?: string; Data?: TUploadedFile[] };
  try {
    env = await res.json();
  } catch {
    throw new ApiError(res.status, MSG.serverError);
  }
  const first = env.Data?.[0];
  if (!res.ok || !env.IsSuccess || !first) throw new ApiError(res.status, env.Message || MSG.serverError);
  return first;
}
