import { createHmac, randomUUID } from 'node:crypto';
import type { SmsParamsOf, SmsTemplatePurpose } from '@shanlian/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db.js';
import { newId } from './ids.js';
import { smsFailed, smsSent } from './metrics.js';
import { smsOutbox } from './platform.tables.js';
import { templateParams } from './sms-templates.js';

/** A text as a caller hands it over: its purpose's named parameters, and the readable text the development outbox and message box show. */
export type SmsMessage = {
  [P in SmsTemplatePurpose]: {
    phone: string;
    template: P;
    params: SmsParamsOf<P>;
    /** What made it (register, password, cold-chain-alarm, supervision-case, firm-review …). */
    purpose: string;
    /** A code text's code; otherwise the event's code (SV_CASE_NEW, OP_FIRM_APPROVED …). */
    code: string;
    text: string;
  };
}[SmsTemplatePurpose];

/** One send to the provider: the template and the parameters it takes. */
export interface SmsDelivery {
  phone: string;
  templateCode: string;
  params: Record<string, string>;
  text: string;
}

/** A refusal from the provider; a permanent one (a wrong number, a rejected template) is not retried. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

export interface SmsProvider {
  readonly name: 'outbox' | 'aliyun';
  /** Sends one text, giving up when `signal` aborts; answers the provider's receipt id. */
  send(delivery: SmsDelivery, signal: AbortSignal): Promise<{ bizId: string }>;
}

/** Development: the stored row is the outbox (Dev/GetSmsOutbox reads it); sending only marks it sent. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  async send(): Promise<{ bizId: string }> {
    return { bizId: `outbox-${randomUUID()}` };
  }
}

/**
 * Percent-encoding of Aliyun's RPC signature (version 1.0): RFC 3986 unreserved characters kept,
 * everything else as %XY of its UTF-8 bytes, a space as %20, never +.
 */
export function percentEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Aliyun's RPC request signature, version 1.0 (HMAC-SHA1): the parameters sorted by name, each
 * name and value percent-encoded and joined as a query; StringToSign = METHOD&%2F&encode(query);
 * Signature = Base64(HMAC-SHA1(AccessKeySecret + "&", StringToSign)).
 */
export function rpcSignature(method: 'GET' | 'POST', params: Readonly<Record<string, string>>, accessKeySecret: string) {
  const canonicalQuery = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] as string)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery)}`;
  const signature = createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
  return { canonicalQuery, stringToSign, signature };
}

/** Aliyun's answers that no retry can change (the number, the template, the signature name, the parameters). */
const PERMANENT_CODES = new Set([
  'isv.MOBILE_NUMBER_ILLEGAL',
  'isv.MOBILE_COUNT_OVER_LIMIT',
  'isv.SMS_TEMPLATE_ILLEGAL',
  'isv.SMS_SIGNATURE_ILLEGAL',
  'isv.TEMPLATE_MISSING_PARAMETERS',
  'isv.TEMPLATE_PARAMS_ILLEGAL',
  'isv.INVALID_PARAMETERS',
  'isv.INVALID_JSON_PARAM',
  'isv.PARAM_LENGTH_LIMIT',
  'isv.BLACK_KEY_CONTROL_LIMIT',
  'isv.SMS_SIGN_ILLEGAL',
  'InvalidAccessKeyId.NotFound',
  'SignatureDoesNotMatch',
]);

/** Aliyun SMS (dysmsapi 2017-05-25, SendSms) over its RPC interface; decision 020 says why not the SDK. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  constructor(
    private cfg: { accessKeyId: string; accessKeySecret: string; signName: string },
    private endpoint = 'https://dysmsapi.aliyuncs.com/',
  ) {}

  /** The signed query of one SendSms request. */
  signedQuery(delivery: SmsDelivery, timestamp: string, nonce: string): string {
    const params: Record<string, string> = {
      AccessKeyId: this.cfg.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: delivery.phone,
      RegionId: 'cn-hangzhou',
      SignName: this.cfg.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce,
      SignatureVersion: '1.0',
      TemplateCode: delivery.templateCode,
      TemplateParam: JSON.stringify(delivery.params),
      Timestamp: timestamp,
      Version: '2017-05-25',
    };
    const { canonicalQuery, signature } = rpcSignature('GET', params, this.cfg.accessKeySecret);
    return `Signature=${percentEncode(signature)}&${canonicalQuery}`;
  }

  async send(delivery: SmsDelivery, signal: AbortSignal): Promise<{ bizId: string }> {
    // The provider checks the timestamp against real time (15 minutes), so this is the machine's time, not the platform clock.
    const timestamp = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    let res: Response;
    try {
      res = await fetch(`${this.endpoint}?${this.signedQuery(delivery, timestamp, randomUUID())}`, { signal, redirect: 'error' });
    } catch (err) {
      throw new SmsSendError(signal.aborted ? 'timeout: no answer from Aliyun SMS in time' : `network: ${(err as Error).message}`);
    }
    let body: { Code?: string; Message?: string; BizId?: string; RequestId?: string };
    try {
      body = (await res.json()) as typeof body;
    } catch {
      throw new SmsSendError(`HTTP ${res.status}: not a JSON answer`);
    }
    if (body.Code === 'OK') return { bizId: body.BizId ?? '' };
    const code = body.Code ?? `HTTP ${res.status}`;
    throw new SmsSendError(`${code}: ${body.Message ?? ''}`.trim(), PERMANENT_CODES.has(code));
  }
}

/** How many times a text is tried, and how long a claim holds a row before another run may take it again. */
export const SMS_MAX_ATTEMPTS = 5;
const LEASE_MS = 60_000;
/** Texts claimed by one run, and sent at once. */
const BATCH = 10;
const CONCURRENCY = 5;
/** A code is worth nothing after its 60 s (the page offers a new one); it is not retried past this age. */
const CODE_RETRY_WINDOW_MS = 2 * 60_000;

/** The wait before attempt n + 1: 15 s, 30 s, 1 min, 2 min … at most 30 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

type ClaimedRow = typeof smsOutbox.$inferSelect;

/**
 * The one way a text leaves the platform (decision 020). `send` only INSERTs the text in the
 * caller's transaction (so a rolled-back operation sends nothing, and no network call happens inside
 * a transaction); `drain`, run by the sms-outbox job every few seconds, claims due rows with
 * FOR UPDATE SKIP LOCKED and a lease (several instances never take the same row), sends each with a
 * timeout, and records the outcome: sent with the provider's BizId, a retry with backoff, or failed
 * after the last attempt.
 */
export class SmsService {
  constructor(
    private config: Pick<Config, 'SMS_PROVIDER' | 'SMS_TEMPLATES' | 'SMS_TIMEOUT_MS'>,
    private clock: Clock,
    private provider: SmsProvider | null,
  ) {}

  /** outbox, aliyun or none (texts off). */
  get providerName(): Config['SMS_PROVIDER'] {
    return this.config.SMS_PROVIDER;
  }

  async send(db: Db, msg: SmsMessage): Promise<void> {
    const now = this.clock.now();
    await db.insert(smsOutbox).values({
      id: newId(),
      phone: msg.phone,
      text: msg.text,
      code: msg.code,
      purpose: msg.purpose,
      template: msg.template,
      params: msg.params as Record<string, string>,
      // texts off: kept as a record of what would have gone, never sent
      status: this.provider ? 'pending' : 'off',
      nextAttemptAt: now,
      createdAt: now,
    });
  }

  /** Sends what is due; answers what became of it. */
  async drain(db: Db, now: Date, limit = BATCH): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
    if (!this.provider) return result;
    const due = db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.status, 'pending'), lte(smsOutbox.nextAttemptAt, now)))
      .orderBy(asc(smsOutbox.nextAttemptAt), asc(smsOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    // one statement: the rows are locked while it runs, then the lease keeps other runs off them
    const claimed = await db
      .update(smsOutbox)
      .set({ attempts: sql`${smsOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(smsOutbox.id, due))
      .returning();
    for (let i = 0; i < claimed.length; i += CONCURRENCY) {
      const outcomes = await Promise.all(claimed.slice(i, i + CONCURRENCY).map((row) => this.deliver(db, row)));
      for (const o of outcomes) result[o] += 1;
    }
    return result;
  }

  private async deliver(db: Db, row: ClaimedRow): Promise<keyof DrainResult> {
    const provider = this.provider as SmsProvider;
    const template = this.config.SMS_TEMPLATES[row.template as SmsTemplatePurpose];
    const templateCode = template?.template ?? '';
    // the same claim: a row whose lease ran out and was taken again is not settled twice
    const mine = and(eq(smsOutbox.id, row.id), eq(smsOutbox.status, 'pending'), eq(smsOutbox.attempts, row.attempts));
    try {
      if (!template && provider.name !== 'outbox') throw new SmsSendError(`no template for ${row.template} in SMS_TEMPLATES`, true);
      const params = template ? templateParams(template, row.params) : row.params;
      const { bizId } = await provider.send({ phone: row.phone, templateCode, params, text: row.text }, AbortSignal.timeout(this.config.SMS_TIMEOUT_MS));
      const updated = await db
        .update(smsOutbox)
        .set({ status: 'sent', sentAt: this.clock.now(), bizId, templateCode, lastError: null, ...this.scrubbed(row) })
        .where(mine)
        .returning({ id: smsOutbox.id });
      if (updated.length > 0) this.settled(row, 'sent');
      return 'sent';
    } catch (err) {
      const now = this.clock.now();
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const permanent = err instanceof SmsSendError && err.permanent;
      const next = new Date(now.getTime() + backoffMs(row.attempts));
      const stale = row.template === 'code' && next.getTime() - row.createdAt.getTime() > CODE_RETRY_WINDOW_MS;
      if (permanent || stale || row.attempts >= SMS_MAX_ATTEMPTS) {
        const updated = await db
          .update(smsOutbox)
          .set({ status: 'failed', lastError: error, templateCode, ...this.scrubbed(row) })
          .where(mine)
          .returning({ id: smsOutbox.id });
        if (updated.length > 0) this.settled(row, 'failed');
        return 'failed';
      }
      await db.update(smsOutbox).set({ nextAttemptAt: next, lastError: error, templateCode }).where(mine);
      return 'retrying';
    }
  }

  /**
   * Where a text's outcome is settled, once per text: sent (the provider took it) or failed (given
   * up). A counter of texts sent and failed by template belongs here.
   */
  protected settled(row: ClaimedRow, outcome: 'sent' | 'failed'): void {
    (outcome === 'sent' ? smsSent : smsFailed).inc({ template: row.template });
  }

  /** A code left behind once its text is settled: only the development outbox keeps it readable. */
  private scrubbed(row: ClaimedRow): Partial<ClaimedRow> {
    if (this.config.SMS_PROVIDER === 'outbox' || row.template !== 'code') return {};
    return { params: {}, code: '******', text: row.text.split(row.code).join('******') };
  }
}

export function createSmsService(config: Config, clock: Clock): SmsService {
  return new SmsService(config, clock, createSmsProvider(config));
}

function createSmsProvider(config: Config): SmsProvider | null {
  if (config.SMS_PROVIDER === 'none') return null;
  if (config.SMS_PROVIDER === 'aliyun') {
    return new AliyunSmsProvider({
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID as string,
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET as string,
      signName: config.ALIYUN_SMS_SIGN_NAME as string,
    });
  }
  return new OutboxSmsProvider();
}
