/**
 * Unified social credit code (统一社会信用代码), GB 32100-2015: 18 characters from a
 * 31-character alphabet (no I, O, Z, S, V); the last one is a check character.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export type CreditCodeProblem = 'length' | 'format' | 'check';

export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17[i] as string) * (WEIGHTS[i] as number);
  const c = 31 - (sum % 31);
  return ALPHABET[c === 31 ? 0 : c] as string;
}

export function checkCreditCode(code: string): CreditCodeProblem | null {
  if (code.length !== 18) return 'length';
  for (const ch of code) if (!ALPHABET.includes(ch)) return 'format';
  return creditCodeCheckChar(code.slice(0, 17)) === code[17] ? null : 'check';
}
