import type { TFieldRule } from '@shanlian/contract';
import { checkPassword, MSG } from '@shanlian/contract/browser';
import type { FormRule as AntdRule } from 'antd';

/** One antd form rule (the subset the consoles' forms use). */
export interface FormRule {
  type?: 'number';
  required?: boolean;
  whitespace?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  message: string;
}

/**
 * The antd rules of one form field from the server's field rules (GetValidationPara, generated from
 * the contract's schema): required, length and pattern, each with the contract's message; a pattern
 * the browser cannot compile is left to the server. When the rules are not known yet,
 * `fallbackRequired` keeps a required field required.
 */
export function rulesOf(
  rules: readonly TFieldRule[] | undefined,
  field: string,
  label: string,
  fallbackRequired = false,
  kind: 'text' | 'number' = 'text',
): FormRule[] {
  const r = rules?.find((x) => x.Field === field);
  // a choice held as a number (gender): only whether it is given
  if (kind === 'number') return (r?.Required ?? fallbackRequired) ? [{ type: 'number', required: true, message: r?.Message ?? `请选择${label}` }] : [];
  if (!r) return fallbackRequired ? [{ required: true, whitespace: true, message: `请输入${label}` }] : [];
  const out: FormRule[] = [];
  const msg = r.Message ?? null;
  if (r.Required) out.push({ required: true, whitespace: true, message: msg ?? `请输入${label}` });
  if (r.MinLength != null && r.MinLength > 1) out.push({ min: r.MinLength, message: msg ?? `${label}至少${r.MinLength}个字` });
  if (r.MaxLength != null) out.push({ max: r.MaxLength, message: `${label}不能超过${r.MaxLength}个字` });
  const pattern = patternOf(r.Pattern);
  if (pattern) out.push({ pattern, message: msg ?? `${label}格式不正确` });
  return out;
}

/** A text that must be given (not only spaces) and be at most `max` characters long, each with its message. */
export function requiredText(required: string, max: number, tooLong: string): FormRule[] {
  return [
    { required: true, whitespace: true, message: required },
    { max, message: tooLong },
  ];
}

/** The maximum length of a field, for the input's own limit. */
export function maxOf(rules: readonly TFieldRule[] | undefined, field: string): number | undefined {
  return rules?.find((x) => x.Field === field)?.MaxLength ?? undefined;
}

function patternOf(source: string | null): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

const PASSWORD_PROBLEM = { short: MSG.passwordPolicy, classes: MSG.passwordPolicy, long: MSG.passwordTooLong, sequence: MSG.passwordSequence } as const;

/** The new-password rules of the contract (length, three kinds of character, no runs), with its messages. */
export const passwordRules: AntdRule[] = [
  { required: true, message: MSG.enterPassword },
  {
    validator: async (_rule, value: string | undefined) => {
      if (!value) return;
      const problem = checkPassword(value);
      if (problem) throw new Error(PASSWORD_PROBLEM[problem]);
    },
  },
];
