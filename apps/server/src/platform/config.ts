import path from 'node:path';
import { z } from 'zod';
import { missingTemplates, parseSmsTemplates, type SmsTemplates } from './sms-templates.js';

/** An optional secret (a key, a token): blank counts as unset; set, it is at least `min` characters. */
function secretSetting(name: string, min: number, max: number) {
  return z
    .string()
    .max(max)
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || v.length >= min, `${name} must be at least ${min} characters`);
}

/** The whole environment, checked once at boot. `.env.example` lists every key. */
const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Put before every Redis key, so that deployments (or test runs) sharing one Redis keep their limits apart. */
  REDIS_PREFIX: z.string().max(100).default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: the demo market in development and tests, reference data only in production; demo forces the demo market. */
  SEED: z.enum(['auto', 'demo', 'reference', 'never']).default('auto'),
  /** The API's browsable docs (/v1/docs, /v1/openapi.json) are always on outside production, in production only with on. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /**
   * Where texts go (decision 020): aliyun, or none (texts are recorded, never sent; the start says so);
   * outbox (stored and readable through Dev/GetSmsOutbox) is the default outside production and refused
   * in it. A production start refuses to start without it.
   */
  SMS_PROVIDER: z.enum(['outbox', 'aliyun', 'none']).optional(),
  /**
   * JSON: each purpose (code, alarm, case, review, statement) → the provider's template and the named
   * parameters it takes, e.g. {"code":{"template":"SMS_1","params":["code"]},…}; platform/sms.ts checks it.
   */
  SMS_TEMPLATES: z.string().max(5000).optional(),
  /** How long one send may take before it is cut and retried later. */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  /** Older setting: the template of code texts when SMS_TEMPLATES names none for `code`. */
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  /** The session cookie's Secure flag: on in production unless set to false (e.g. a plain-HTTP trial), off elsewhere unless true. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  WEB_DIST: z.string().optional(),
  /** The public address of the platform: trace QR codes, GS1 Digital Link and EPCIS identifiers are made under it. */
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  /** Vehicle terminals may also report over MQTT (topic shanlian/vehicles/<VehicleNo>/telemetry); unset: HTTP only. */
  MQTT_URL: z.string().url().optional(),
  /**
   * The delivery map's tiles, a Leaflet URL template ({s}, {x}, {y}, {z}; {key} for MAP_KEY), e.g.
   * AMap's https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}.
   * Unset: the map draws on a plain background (tests, no network).
   */
  MAP_TILE_URL: z.string().max(500).optional(),
  /**
   * The media server's stream address of a camera's device identifier ({device}); the default is the
   * platform's own test streams (apps/server/data/media), so that development shows working cameras.
   * {token} is the platform's signed, expiring stream token (camera, viewer, expiry), which the
   * platform's own media routes require.
   */
  MEDIA_LIVE_URL_TEMPLATE: z.string().max(500).default('/v1/Media/live/{token}/index.m3u8'),
  /** A recording of a device for a time range ({device}, {start}, {end} as ISO times, {token} as above). */
  MEDIA_PLAYBACK_URL_TEMPLATE: z.string().max(500).default('/v1/Media/playback/{token}/index.m3u8?start={start}&end={end}'),
  /**
   * Hosts the server may fetch although they name or resolve to an internal address (a media server
   * on the private network): names (`media.example.cn`), subdomains (`*.example.cn`) or IP addresses,
   * separated by commas or spaces. Everything else internal is refused (platform/safe-fetch.ts).
   */
  MEDIA_HOSTS: z
    .string()
    .max(2000)
    .default('')
    .transform((v) =>
      v
        .split(/[\s,]+/)
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * The key that signs the platform's stream addresses (decision 021). Unset: a random key made once
   * and kept in the database, so that every instance on it agrees without configuration.
   */
  MEDIA_TOKEN_KEY: secretSetting('MEDIA_TOKEN_KEY', 32, 200),
  /**
   * The key of the audit chain's HMAC (decision 022): 32 characters or more, kept outside the
   * database (an environment secret). Production refuses to start without it; elsewhere a fixed
   * development key is used, and the start says so.
   */
  AUDIT_KEY: secretSetting('AUDIT_KEY', 32, 500),
  /** Append the audit chain's signed checkpoints to this file too (one JSON line each), besides the log. */
  AUDIT_CHECKPOINT_FILE: z.string().max(1000).optional(),
  /** GET /metrics: on serves it to anyone who reaches the port; otherwise only with `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS: z.enum(['on', 'off']).default('off'),
  METRICS_TOKEN: secretSetting('METRICS_TOKEN', 16, 500),
  /**
   * Where file bytes are kept (decision 023): `postgres` (in the database, chunked), `s3` (an
   * S3-compatible store: AWS S3, Aliyun OSS, MinIO) or `disk` (DATA_DIR/files of this instance only).
   * Unset: postgres when DATABASE_URL names a PostgreSQL server, disk on the embedded database.
   */
  FILE_STORE: z.enum(['postgres', 's3', 'disk']).optional(),
  /** The S3 API's address (MinIO, OSS: https://oss-cn-hangzhou.aliyuncs.com); unset: AWS's own for S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).max(50).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addresses (endpoint/bucket/key): on by default with S3_ENDPOINT (MinIO needs them), off for AWS. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** The datum of those tiles: gcj02 (Chinese tiles such as AMap) or wgs84 (OpenStreetMap-style). */
  MAP_TILE_CRS: z.enum(['gcj02', 'wgs84']).default('gcj02'),
  MAP_TILE_SUBDOMAINS: z.string().max(20).default('1234'),
  MAP_KEY: z.string().max(200).optional(),
  /** A CJK font (TTF/OTF/TTC) for the PDF labels; a .ttc is read at its Simplified Chinese face. */
  CJK_FONT_PATH: z.string().default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  /**
   * Which proxies may name the client in X-Forwarded-For: a hop count ("1") or addresses and
   * CIDRs, comma-separated ("10.0.0.0/8,127.0.0.1"). Unset: trust nobody, the client is the
   * socket's peer, so a forged header cannot change the IP that limits and logs see.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): number | string[] | false => {
      if (!v) return false;
      if (/^\d+$/.test(v)) return Number(v);
      if (v === 'true' || v === '*') {
        ctx.addIssue({ code: 'custom', message: 'name the proxies (addresses, CIDRs or a hop count); trusting every sender lets clients forge their IP' });
        return false;
      }
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    }),
});

export type Config = Omit<z.infer<typeof ZConfig>, 'COOKIE_SECURE' | 'PUBLIC_URL' | 'SMS_PROVIDER' | 'SMS_TEMPLATES'> & {
  COOKIE_SECURE: boolean;
  PUBLIC_URL: string;
  SMS_PROVIDER: 'outbox' | 'aliyun' | 'none';
  /** Each purpose's template, checked (platform/sms-templates.ts); empty without SMS_TEMPLATES. */
  SMS_TEMPLATES: SmsTemplates;
  dataDir: string;
  filesDir: string;
};

/** Fastify's trustProxy: a hop count becomes "trust the n nearest hops" (its typings take no number). */
export function trustProxyOf(config: Pick<Config, 'TRUST_PROXY'>): false | string[] | ((address: string, hop: number) => boolean) {
  const t = config.TRUST_PROXY;
  return typeof t === 'number' ? (_address, hop) => hop < t : t;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Record<string, string>> = {}): Config {
  const parsed = ZConfig.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const c = parsed.data;
  const sms = smsSettingsOf(c);
  if (c.NODE_ENV === 'production' && !c.AUDIT_KEY) {
    throw new Error(
      'Invalid environment:\n  AUDIT_KEY: production needs the audit chain key (32 characters or more, e.g. `openssl rand -hex 32`), kept outside the database',
    );
  }
  if (c.FILE_STORE === 's3' && !c.S3_BUCKET)
    throw new Error('Invalid environment:\n  FILE_STORE=s3 needs S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY outside AWS)');
  // A relative DATA_DIR is taken from where the command was typed (npm sets INIT_CWD), so that
  // `npm start` at the top of the repository keeps its data in ./data there.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR);
  // Unset, the trace QR codes point at this instance on this machine (development).
  const publicUrl = c.PUBLIC_URL ?? `http://localhost:${c.PORT}`;
  return {
    ...c,
    ...sms,
    COOKIE_SECURE: c.COOKIE_SECURE ?? c.NODE_ENV === 'production',
    PUBLIC_URL: publicUrl,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
  };
}

/**
 * The texts' settings, refused at start when they cannot work: production names its provider (a
 * forgotten setting must not send registration codes nowhere), the outbox stays out of production,
 * and aliyun has its keys and a template for every purpose.
 */
function smsSettingsOf(c: z.infer<typeof ZConfig>): Pick<Config, 'SMS_PROVIDER' | 'SMS_TEMPLATES'> {
  const fail = (line: string): never => {
    throw new Error(`Invalid environment:\n  ${line}`);
  };
  const production = c.NODE_ENV === 'production';
  if (production && !c.SMS_PROVIDER) {
    fail('SMS_PROVIDER is required in production: aliyun (with SMS_TEMPLATES and ALIYUN_SMS_*) or none (run without texts)');
  }
  if (production && c.SMS_PROVIDER === 'outbox') fail('SMS_PROVIDER=outbox is for development only: use aliyun or none in production');
  const provider = c.SMS_PROVIDER ?? 'outbox';
  let templates: SmsTemplates = {};
  try {
    templates = parseSmsTemplates(c.SMS_TEMPLATES, c.ALIYUN_SMS_TEMPLATE_CODE);
  } catch (err) {
    fail(`SMS_TEMPLATES: ${(err as Error).message}`);
  }
  if (provider === 'aliyun') {
    if (!(c.ALIYUN_SMS_ACCESS_KEY_ID && c.ALIYUN_SMS_ACCESS_KEY_SECRET && c.ALIYUN_SMS_SIGN_NAME)) {
      fail('SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET and ALIYUN_SMS_SIGN_NAME');
    }
    const missing = missingTemplates(templates);
    if (missing.length > 0) fail(`SMS_PROVIDER=aliyun needs a template in SMS_TEMPLATES for every purpose; missing: ${missing.join(', ')}`);
  }
  return { SMS_PROVIDER: provider, SMS_TEMPLATES: templates };
}
