import { decodeTraceBlob, isGtin, TRACE_CODE_MSG, TRACE_MSG, TraceCodeError } from '@shanlian/contract';
import { badRequest } from '../../platform/errors.js';

/** A GTIN as stored may be the 8, 12 or 13 digits inside the 14 a Digital Link carries (leading zeros). */
export function gtinForms(gtin: string): string[] {
  const g14 = gtin.padStart(14, '0');
  return [8, 12, 13, 14].filter((n) => /^0*$/.test(g14.slice(0, 14 - n))).map((n) => g14.slice(14 - n));
}

export type ScannedCode = { kind: 'blob'; id: string } | { kind: 'digital-link'; gtin: string; batch: string };

const DIGITAL_LINK = /\/01\/(\d{8,14})\/10\/([^/?#]+)/;

/**
 * What a camera read off a label: the trace landing address (`…/eshop/store/retrospect?Id=<blob>`,
 * what labels.ts prints), the blob alone, or a GS1 Digital Link. 400 for anything else, with
 * words for the person holding the phone.
 */
export function readScannedCode(code: string): ScannedCode {
  const raw = code.trim();
  if (!raw) throw badRequest(TRACE_CODE_MSG.blank);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) || raw.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(raw, 'http://label.invalid');
    } catch {
      throw badRequest(TRACE_CODE_MSG.broken);
    }
    const link = DIGITAL_LINK.exec(url.pathname);
    if (link) {
      const gtin = link[1] as string;
      let batch: string;
      try {
        batch = decodeURIComponent(link[2] as string);
      } catch {
        throw badRequest(TRACE_CODE_MSG.broken);
      }
      if (!isGtin(gtin)) throw badRequest(TRACE_MSG.invalidGtin);
      if (!batch || batch.length > 40) throw badRequest(TRACE_CODE_MSG.broken);
      return { kind: 'digital-link', gtin, batch };
    }
    const id = url.searchParams.get('Id');
    if (!url.pathname.endsWith('/retrospect') || !id) throw badRequest(TRACE_MSG.traceCodeNotRecord);
    return blob(id);
  }
  return blob(raw);
}

function blob(code: string): ScannedCode {
  try {
    return { kind: 'blob', id: decodeTraceBlob(code).id };
  } catch (err) {
    if (err instanceof TraceCodeError) throw badRequest(err.message);
    throw err;
  }
}
