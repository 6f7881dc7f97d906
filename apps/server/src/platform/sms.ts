import { createHmac, randomUUID } from 'node:crypto';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db.js';
import { newId } from './ids.js';
import { smsOutbox } from './platform.tables.js';

export interface SmsMessage {
  phone: string;
  code: string;
  purpose: string;
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  send(db: Db, msg: SmsMessage): Promise<void>;
}

/** Default outside production: the text is stored and readable through Dev/GetSmsOutbox. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(private clock: Clock) {}
  async send(db: Db, msg: SmsMessage): Promise<void> {
    await db.insert(smsOutbox).values({ id: newId(), ...msg, createdAt: this.clock.now() });
  }
}

/**
 * Aliyun SMS (dysmsapi, RPC style with HMAC-SHA1 signature). The template is expected to
 * take one parameter, `code`.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  constructor(
    private cfg: { accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string },
    private endpoint = 'https://dysmsapi.aliyuncs.com/',
  ) {}

  signedQuery(params: Record<string, string>, timestamp: string, nonce: string): string {
    const all: Record<string, string> = {
      AccessKeyId: this.cfg.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce,
      SignatureVersion: '1.0',
      Timestamp: timestamp,
      Version: '2017-05-25',
      ...params,
    };
    const enc = (s: string) =>
      encodeURIComponent(s)
        .replace(/\+/g, '%20')
        .replace(/\*/g, '%2A')
        .replace(/%7E/g, '~')
        .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const canonical = Object.keys(all)
      .sort()
      .map((k) => `${enc(k)}=${enc(all[k] as string)}`)
      .join('&');
    const toSign = `GET&${enc('/')}&${enc(canonical)}`;
    const signature = createHmac('sha1', `${this.cfg.accessKeySecret}&`).update(toSign).digest('base64');
    return `Signature=${enc(signature)}&${canonical}`;
  }

  async send(_db: Db, msg: SmsMessage): Promise<void> {
    const query = this.signedQuery(
      { PhoneNumbers: msg.phone, SignName: this.cfg.signName, TemplateCode: this.cfg.templateCode, TemplateParam: JSON.stringify({ code: msg.code }) },
      new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      randomUUID(),
    );
    const res = await fetch(`${this.endpoint}?${query}`);
    const body = (await res.json()) as { Code?: string; Message?: string };
    if (body.Code !== 'OK') throw new Error(`Aliyun SMS failed: ${body.Code} ${body.Message}`);
  }
}

export function createSmsProvider(config: Config, clock: Clock): SmsProvider {
  if (config.SMS_PROVIDER === 'aliyun') {
    return new AliyunSmsProvider({
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID as string,
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET as string,
      signName: config.ALIYUN_SMS_SIGN_NAME as string,
      templateCode: config.ALIYUN_SMS_TEMPLATE_CODE as string,
    });
  }
  return new OutboxSmsProvider(clock);
}
