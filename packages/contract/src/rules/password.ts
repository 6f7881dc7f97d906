/**
 * The password policy the registration page shows, enforced on both sides:
 * at least 8 characters, 3 of the 4 classes, and no run of 3 or more consecutive
 * letters (abc, CBA), digits (123, 987) or keyboard symbols (!@#).
 */
export type PasswordProblem = 'short' | 'long' | 'classes' | 'sequence';

// The shifted digit row, where "!@#" is the consecutive run people type.
const SYMBOL_ROW = '~!@#$%^&*()_+';

function rank(ch: string): { kind: 'letter' | 'digit' | 'symbol'; pos: number } | null {
  if (/[a-z]/i.test(ch)) return { kind: 'letter', pos: ch.toLowerCase().charCodeAt(0) };
  if (/\d/.test(ch)) return { kind: 'digit', pos: ch.charCodeAt(0) };
  const i = SYMBOL_ROW.indexOf(ch);
  return i >= 0 ? { kind: 'symbol', pos: i } : null;
}

export function hasConsecutiveRun(password: string, length = 3): boolean {
  const chars = [...password];
  for (let i = 0; i + length <= chars.length; i++) {
    const ranks = chars.slice(i, i + length).map(rank);
    const first = ranks[0];
    if (!first || ranks.some((r) => !r || r.kind !== first.kind)) continue;
    const step = (ranks[1] as { pos: number }).pos - first.pos;
    if (step !== 1 && step !== -1) continue;
    if (ranks.every((r, k) => (r as { pos: number }).pos === first.pos + step * k)) return true;
  }
  return false;
}

export function passwordClasses(password: string): number {
  return [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
}

export function checkPassword(password: string): PasswordProblem | null {
  if (password.length < 8) return 'short';
  if (password.length > 64) return 'long';
  if (passwordClasses(password) < 3) return 'classes';
  if (hasConsecutiveRun(password)) return 'sequence';
  return null;
}
