/**
 * The call shapes of the specifications' own client, read as the contract's (CONTRACT.md,
 * "Seed-client compatibility"), before an input is checked:
 * - `id` stands for `Id` where the seeds write it lowercase;
 * - an empty string `Id: ''` is an absent id (a new record, or no filter);
 * - a top-level `PageSize` (and `PageIndex`) is the page when `PagerInfo` is absent.
 * Anything else passes as it is; the contract then checks the result like any input.
 */
export function seedShaped(body: unknown, paged: boolean): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const src = body as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  const edit = () => {
    if (!out) out = { ...src };
    return out;
  };
  if (src.Id === undefined && src.id !== undefined) {
    edit().Id = src.id;
    delete edit().id;
  }
  const id = (out ?? src).Id;
  if (typeof id === 'string' && id.trim() === '') delete edit().Id;
  if (paged && src.PagerInfo == null && (src.PageSize !== undefined || src.PageIndex !== undefined)) {
    edit().PagerInfo = { PageIndex: src.PageIndex ?? 1, ...(src.PageSize !== undefined ? { PageSize: src.PageSize } : {}) };
  }
  return out ?? src;
}
