import { checkPassword } from '@shanlian/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { isCommonPassword, OPERATOR_PASSWORD_MIN, operatorPasswordProblem } from './common-passwords.js';

describe('common passwords', () => {
  it('reads the data file: the most used passwords of the public lists are known, in any case', () => {
    for (const p of ['123456', 'password', 'qwerty', 'iloveyou', 'Dragon', 'TRUSTNO1']) expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword('Kx7#pLm2vQ-w9')).toBe(false);
  });
});

describe("an operator's password", () => {
  it('refuses the demo password of the README and passwords built on the platform name', () => {
    expect(checkPassword(DEMO_PASSWORD)).toBeNull(); // it passes the registration's policy…
    expect(operatorPasswordProblem(DEMO_PASSWORD)).toBe('known'); // …but not an operator's
    expect(operatorPasswordProblem('MyShanLian#2027x')).toBe('known');
    expect(operatorPasswordProblem('5hanl1an#Kitchen9')).toBe('known');
  });

  it(`is at least ${OPERATOR_PASSWORD_MIN} characters`, () => {
    expect(operatorPasswordProblem('Kx7#pLm2vQ')).toBe('short');
    expect(operatorPasswordProblem('Kx7#pLm2vQ-w9')).toBeNull();
  });

  it('refuses a common password spelled with symbols or with digits and symbols around it', () => {
    for (const p of ['P@ssw0rd2026!', 'Sunshine#2026!', '2026!Football#', 'Iloveyou@123456']) {
      expect(checkPassword(p), p).not.toBe('short');
      expect(operatorPasswordProblem(p), p).toBe('common');
    }
  });

  it('accepts a long password that is none of these', () => {
    for (const p of ['Kx7#pLm2vQ-w9', 'Gz4!rTn8qWs2', '食堂Ab#9xQ2pLm']) expect(operatorPasswordProblem(p), p).toBeNull();
  });
});
