// npm run create-operator: creates a platform operator (operators cannot register through the
// app). Reads OPERATOR_PHONE, OPERATOR_NAME, OPERATOR_PASSWORD, OPERATOR_CREDIT_CODE and
// OPERATOR_FIRM_NAME from the environment and asks for what is missing when run in a terminal
// (the password without echo). The password policy is the registration's.
import readline from 'node:readline';
import { createOperator } from '../modules/account/account.service.js';
import { SystemClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db.js';
import { AppError } from '../platform/errors.js';

async function ask(question: string, hidden = false): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing of what is typed, only the question itself.
    const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    out._writeToOutput = (s: string) => {
      if (s.includes(question)) out.output.write(question);
    };
  }
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  rl.close();
  if (hidden) process.stdout.write('\n');
  return answer;
}

async function value(env: string, question: string, opts: { hidden?: boolean; fallback?: string } = {}): Promise<string> {
  const given = process.env[env];
  if (given !== undefined && given !== '') return given;
  if (opts.fallback !== undefined && !process.stdin.isTTY) return opts.fallback;
  if (!process.stdin.isTTY) {
    console.error(`${env} is not set and there is no terminal to ask: set ${env} or run in a terminal.`);
    process.exit(2);
  }
  const answer = (await ask(question, opts.hidden)).trim();
  return answer || opts.fallback || '';
}

const phone = await value('OPERATOR_PHONE', '手机号 (phone): ');
const fullName = await value('OPERATOR_NAME', '姓名 (name): ');
const password = await value('OPERATOR_PASSWORD', '密码 (password): ', { hidden: true });
if (!process.env.OPERATOR_PASSWORD && process.stdin.isTTY) {
  const again = await ask('再次输入密码 (password again): ', true);
  if (again !== password) {
    console.error('两次输入的密码不一致 (the passwords differ)');
    process.exit(1);
  }
}
const creditCode = await value('OPERATOR_CREDIT_CODE', '运营单位统一社会信用代码 (credit code of the operating firm): ');
const firmName = await value('OPERATOR_FIRM_NAME', '运营单位名称 (firm name, Enter for 膳链平台运营中心): ', { fallback: '' });

// this command sends no text: a production environment without SMS_PROVIDER may run it
const config = loadConfig(process.env, { SMS_PROVIDER: process.env.SMS_PROVIDER || 'none' });
const database = await openDatabase(config);
let code = 0;
try {
  await database.migrate();
  const created = await createOperator(database.db, new SystemClock().now(), { phone, fullName, password, creditCode, firmName });
  console.log(`operator created: ${phone} (user ${created.UserId})`);
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  console.error(`refused: ${err.message}`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
