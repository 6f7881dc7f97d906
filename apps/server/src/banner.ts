import type { Config } from './platform/config.js';

/** A URL's host, port and path without its user or password. */
function withoutSecrets(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return '(地址无法解析)';
  }
}

const SMS_NAMES: Record<string, string> = {
  outbox: '开发发件箱（不外发，Dev/GetSmsOutbox 可读）',
  aliyun: '阿里云短信（发件箱任务发送）',
  none: '已关闭（SMS_PROVIDER=none）：验证码、告警和通知短信都不会发出',
};

export interface BannerFacts {
  url: string;
  database: 'pglite' | 'postgres';
  redis: boolean;
  auditDevKey: boolean;
  accounts?: { role: string; phone: string; firm: string }[];
}

/**
 * The start banner (decision 022): a few plain lines for the person who started the server, printed
 * apart from the JSON log (main.ts: on stdout at a terminal, on stderr otherwise, so that a log
 * collector reads nothing but JSON on stdout). No password or secret is ever in it.
 */
export function startBanner(config: Config, facts: BannerFacts): string {
  const db = facts.database === 'pglite' ? `内嵌 PGlite（${config.dataDir}/pg）` : `PostgreSQL ${withoutSecrets(config.DATABASE_URL ?? '')}`;
  const redis = facts.redis && config.REDIS_URL ? withoutSecrets(config.REDIS_URL) : '未使用（限流、缓存与秒杀闸门在本进程内）';
  const metrics =
    config.METRICS === 'on' ? '/metrics 开放' : config.METRICS_TOKEN ? '/metrics（需 METRICS_TOKEN）' : '关闭（METRICS=on 或 METRICS_TOKEN 开启）';
  const lines = [
    '',
    `膳链 ShanLian 已启动: ${facts.url}`,
    `  监听      ${config.HOST}:${config.PORT}（${config.NODE_ENV}）`,
    `  数据库    ${db}`,
    `  Redis     ${redis}`,
    `  短信      ${SMS_NAMES[config.SMS_PROVIDER] ?? config.SMS_PROVIDER}`,
    `  文件      本地磁盘 ${config.filesDir}`,
    `  审计密钥  ${facts.auditDevKey ? '开发用固定密钥（未设置 AUDIT_KEY，仅供开发）' : 'AUDIT_KEY'}${config.AUDIT_CHECKPOINT_FILE ? `，检查点文件 ${config.AUDIT_CHECKPOINT_FILE}` : ''}`,
    `  指标      ${metrics}`,
  ];
  if (facts.accounts?.length) {
    lines.push('  演示账号（密码见 README）:');
    for (const a of facts.accounts) lines.push(`    ${a.role.padEnd(6, '　')} ${a.phone}  ${a.firm}`);
  }
  if (config.NODE_ENV !== 'production' || config.API_DOCS === 'on') lines.push(`  API 文档  ${facts.url}/v1/docs`);
  lines.push('', '');
  return lines.join('\n');
}
