/** Escapes LIKE's wildcards so that user text matches as text. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
