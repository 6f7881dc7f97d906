import { SMS_PURPOSE_PARAMS, SMS_TEMPLATE_PURPOSE_VALUES, type SmsTemplatePurpose } from '@shanlian/contract';
import { z } from 'zod';

/** One purpose's template at the provider and the named parameters it takes, in its order. */
export interface SmsTemplate {
  template: string;
  params: readonly string[];
}
export type SmsTemplates = Partial<Record<SmsTemplatePurpose, SmsTemplate>>;

const ZTemplate = z
  .object({
    template: z.string().trim().min(1, 'template is empty').max(100),
    params: z.array(z.string().trim().min(1)).max(10).default([]),
  })
  .strict();

/**
 * Reads SMS_TEMPLATES (JSON: purpose → {template, params}); every purpose must be one of the
 * contract's and every parameter one its callers supply, so that a typo is refused at start and
 * not discovered when a registration code fails to arrive. The older ALIYUN_SMS_TEMPLATE_CODE
 * stands for `code` (with its one parameter, code) when the JSON names no code template.
 */
export function parseSmsTemplates(json: string | undefined, legacyCodeTemplate?: string): SmsTemplates {
  const out: SmsTemplates = {};
  if (json?.trim()) {
    let raw: unknown;
    try {
      raw = JSON.parse(json);
    } catch {
      throw new Error('not valid JSON');
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('must be a JSON object of purpose → {template, params}');
    for (const [purpose, value] of Object.entries(raw)) {
      if (!(SMS_TEMPLATE_PURPOSE_VALUES as readonly string[]).includes(purpose)) {
        throw new Error(`unknown purpose "${purpose}" (purposes: ${SMS_TEMPLATE_PURPOSE_VALUES.join(', ')})`);
      }
      const p = purpose as SmsTemplatePurpose;
      const parsed = ZTemplate.safeParse(value);
      if (!parsed.success) throw new Error(`${p}: needs {"template": "<template code>", "params": ["<name>", …]} (${parsed.error.issues[0]?.message})`);
      const known: readonly string[] = SMS_PURPOSE_PARAMS[p];
      const unknown = parsed.data.params.filter((n) => !known.includes(n));
      if (unknown.length > 0) throw new Error(`${p}: unknown parameter ${unknown.join(', ')} (${p} texts supply: ${known.join(', ')})`);
      out[p] = { template: parsed.data.template, params: parsed.data.params };
    }
  }
  if (!out.code && legacyCodeTemplate?.trim()) out.code = { template: legacyCodeTemplate.trim(), params: ['code'] };
  return out;
}

export function missingTemplates(templates: SmsTemplates): SmsTemplatePurpose[] {
  return SMS_TEMPLATE_PURPOSE_VALUES.filter((p) => !templates[p]);
}

/** Providers limit a variable's length (Aliyun: 35 characters for most kinds); a longer value is cut with an ellipsis. */
export const SMS_PARAM_MAX = 35;

/** The template's parameters, taken by name from what the caller supplied. */
export function templateParams(t: SmsTemplate, supplied: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of t.params) {
    const v = String(supplied[name] ?? '');
    out[name] = [...v].length > SMS_PARAM_MAX ? `${[...v].slice(0, SMS_PARAM_MAX - 1).join('')}…` : v;
  }
  return out;
}
