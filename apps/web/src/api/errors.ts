import { MSG } from '@shanlian/contract/browser';

/** What to tell the user of a failure: the server's own message (ApiError), else the fallback. */
export function messageOf(e: unknown, fallback: string = MSG.serverError): string {
  return e instanceof Error && e.message ? e.message : fallback;
}
