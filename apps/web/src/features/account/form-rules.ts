import { CREDIT_CODE_MAX, checkCreditCode, checkPassword, isMobileNumber, MSG, PHONE_MAX } from '@shanlian/contract/browser';
import type { FormRule } from 'antd';

/**
 * The form rules of the account pages, built from the contract's rules and messages so
 * the page says exactly what the server would.
 */
const required = (message: string): FormRule => ({ required: true, whitespace: true, message });

const creditCodeProblem = {
  length: MSG.creditCodeLength,
  format: MSG.creditCodeFormat,
  check: MSG.creditCodeCheck,
} as const;

const passwordProblem = {
  short: MSG.passwordPolicy,
  classes: MSG.passwordPolicy,
  long: MSG.passwordTooLong,
  sequence: MSG.passwordSequence,
} as const;

export const rules = {
  firmName: [required(MSG.enterFirmName)],
  creditCode: [
    required(MSG.enterCreditCode),
    {
      validator: async (_rule, value: string | undefined) => {
        if (!value) return;
        const problem = checkCreditCode(value.trim().toUpperCase());
        if (problem) throw new Error(creditCodeProblem[problem]);
      },
    },
  ],
  address: [required(MSG.enterAddress)],
  fullName: [required(MSG.enterFullName)],
  phone: [
    required(MSG.enterPhone),
    {
      validator: async (_rule, value: string | undefined) => {
        if (value && !isMobileNumber(value.trim())) throw new Error(MSG.phoneFormat);
      },
    },
  ],
  code: [required(MSG.enterCode)],
  password: [
    { required: true, message: MSG.enterPassword },
    {
      validator: async (_rule, value: string | undefined) => {
        if (!value) return;
        const problem = checkPassword(value);
        if (problem) throw new Error(passwordProblem[problem]);
      },
    },
  ],
  /** Confirmation of the field `passwordField`. */
  confirm: (passwordField: string): FormRule[] => [
    { required: true, message: MSG.enterConfirmPassword },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: string | undefined) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error(MSG.passwordMismatch);
      },
    }),
  ],
} satisfies Record<string, FormRule[] | FormRule | ((f: string) => FormRule[])>;

/** Input lengths, as the contract's schemas allow them (typing stops there, so their messages never show). */
export const limits = { firmName: 100, creditCode: CREDIT_CODE_MAX, address: 200, fullName: 30, phone: PHONE_MAX, code: 6, password: 64 } as const;

/** Only digits, at most 11: what a phone input keeps of what is typed. */
export const phoneDigits = (value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(0, PHONE_MAX);

/** The credit code is stored in capitals; spaces are dropped as they are typed. */
export const creditCodeChars = (value: string | undefined) => (value ?? '').replace(/\s/g, '').toUpperCase().slice(0, CREDIT_CODE_MAX);

/** The first message of a failed `form.validateFields()`, if that is what `e` is. */
export function firstFormError(e: unknown): string | null {
  if (typeof e !== 'object' || e === null || !('errorFields' in e)) return null;
  const fields = (e as { errorFields: { errors: string[] }[] }).errorFields;
  return fields[0]?.errors[0] ?? null;
}

/** True when `e` is a failed `form.validateFields()` (the form already shows why). */
export const isFormError = (e: unknown) => typeof e === 'object' && e !== null && 'errorFields' in e;

export const errorText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);
