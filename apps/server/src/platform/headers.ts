import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './config.js';

/**
 * The Content-Security-Policy of the app and the API. Scripts only from our own origin: the built
 * index.html has no inline script (Vite emits module scripts with src). Styles allow
 * 'unsafe-inline' because antd's CSS-in-JS writes its styles into <style> tags at run time and
 * React renders `style` attributes everywhere; a nonce would cover the tags but never the
 * attributes, so it would buy nothing while every page's layout depends on both. Inline styles
 * cannot run code, and script-src stays strict, which is what stops injected markup.
 * Images may be data: (antd's placeholders) and blob: (the crop preview of an upload).
 */

/** The one page another page of ours may frame: the embedded camera playback (spec 02 §2.16). */
export const FRAMEABLE_PAGE = '/eshop/monitor/playback';
export function contentSecurityPolicy(https: boolean): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    // the live player feeds hls.js's MediaSource through blob: addresses; recordings are previewed from blob: too
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Over plain HTTP (development, a local trial) upgrading would break every request.
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/**
 * Security headers on every answer (pages, assets, API, files): CSP, X-Frame-Options DENY,
 * nosniff, Referrer-Policy no-referrer, and HSTS when served over HTTPS — production, unless
 * COOKIE_SECURE=false says the deployment is plain HTTP.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.COOKIE_SECURE;
  // Helmet's answer never changes here (no nonces): worked out once, then set as it is on every
  // answer, instead of helmet parsing the policy again for each request.
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers);
  });
  // The playback page is framed by the camera wall's playback panel: our own origin only, nobody else.
  app.addHook('onSend', async (req, reply) => {
    if (!req.url.startsWith(FRAMEABLE_PAGE)) return;
    reply.header('x-frame-options', 'SAMEORIGIN');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  });
}

/** The headers helmet sets for these options, read once from a stand-in response. */
async function helmetHeaders(options: Readonly<HelmetOptions>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete out[name.toLowerCase()];
    },
  };
  await new Promise<void>((resolve, reject) =>
    helmet(options)({} as never, res as never, (err?: unknown) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve())),
  );
  return out;
}
