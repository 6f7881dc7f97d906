import type { z } from 'zod';
import type { TFieldRule } from '../iam/iam.contract.js';

/** The shape of zod's internals this walk reads (zod v4). */
interface Internals {
  _zod: {
    def: {
      type: string;
      innerType?: Internals;
      in?: Internals;
      checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; pattern?: RegExp; error?: (issue?: unknown) => unknown } } }[];
      error?: (issue?: unknown) => unknown;
    };
  };
}

function messageOf(error: ((issue?: unknown) => unknown) | undefined): string | null {
  if (!error) return null;
  const m = error({});
  if (typeof m === 'string') return m;
  if (m && typeof m === 'object' && typeof (m as { message?: unknown }).message === 'string') return (m as { message: string }).message;
  return null;
}

/**
 * The form rules of an entity, from its contract schema: each field's required flag (not
 * optional, nullable or defaulted), length bounds and pattern of its string checks, and the
 * message of its first check (or of its type when it has none).
 */
export function fieldRules(schema: z.ZodObject): TFieldRule[] {
  return Object.entries(schema.shape).map(([field, s]) => {
    let node = s as unknown as Internals;
    let required = true;
    for (;;) {
      const d = node._zod.def;
      if ((d.type === 'optional' || d.type === 'nullable' || d.type === 'default' || d.type === 'prefault') && d.innerType) {
        required = false;
        node = d.innerType;
      } else if (d.type === 'pipe' && d.in) node = d.in;
      else break;
    }
    const def = node._zod.def;
    let minLength: number | null = null;
    let maxLength: number | null = null;
    let pattern: string | null = null;
    let message: string | null = null;
    for (const c of def.checks ?? []) {
      const cd = c._zod.def;
      if (cd.check === 'overwrite') continue;
      message ??= messageOf(cd.error);
      if (cd.check === 'min_length' && cd.minimum !== undefined) minLength = minLength === null ? cd.minimum : Math.max(minLength, cd.minimum);
      else if (cd.check === 'max_length' && cd.maximum !== undefined) maxLength = maxLength === null ? cd.maximum : Math.min(maxLength, cd.maximum);
      else if (cd.check === 'string_format' && cd.pattern) pattern ??= cd.pattern.source;
    }
    message ??= messageOf(def.error);
    return { Field: field, Required: required, MinLength: minLength, MaxLength: maxLength, Pattern: pattern, Message: message };
  });
}
