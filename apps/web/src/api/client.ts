import type { InputOf, OperationName, OutputOf, TPagerInfo } from '@shanlian/contract';
import { MSG } from '@shanlian/contract/browser';
import { learnServerTime } from '../lib/use-now';

/** A failed call: the server's status and its Chinese message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  IsSuccess: boolean;
  Data: T;
  Message: string;
  PagerInfo?: TPagerInfo;
}

/**
 * Options of a call. `idempotencyKey` goes out as the Idempotency-Key header: the server runs a
 * creating operation once per key and answers a repeat with the first result. Every call carries
 * one (reads ignore it); a form passes its own (useSubmitKey) so that a double click, a retry
 * after a lost answer or a second tab's resend of the same intent makes one record.
 */
export interface CallOptions {
  idempotencyKey?: string;
}

/** A fresh random key (randomUUID exists only in secure contexts; the fallback is unique enough for one user's clicks). */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function post<T>(name: string, body: unknown, opts: CallOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': opts.idempotencyKey ?? newIdempotencyKey() };
  let res: Response;
  try {
    res = await fetch(`/v1/${name}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError(0, '网络连接失败，请检查网络后重试');
  }
  learnServerTime(res.headers.get('x-server-time'));
  let env: Envelope<T>;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError(res.status, MSG.serverError);
  }
  if (!res.ok || !env.IsSuccess) throw new ApiError(res.status, env.Message || MSG.serverError, env.Data);
  return env;
}

/** call(name, body) → the answer's Data, or throws ApiError with the server's message. */
export async function call<N extends OperationName>(name: N, body: InputOf<N>, opts?: CallOptions): Promise<OutputOf<N>> {
  return (await post<OutputOf<N>>(name, body, opts)).Data;
}

/** For list operations: the rows and the pager. */
export async function callPaged<N extends OperationName>(name: N, body: InputOf<N>): Promise<{ rows: OutputOf<N>; pager: TPagerInfo }> {
  const env = await post<OutputOf<N>>(name, body);
  return { rows: env.Data, pager: env.PagerInfo ?? { PageIndex: 1, PageSize: 10, RowCount: 0 } };
}
