import fs from 'node:fs';

/**
 * The most common passwords (international leak lists and the well-known Chinese ones),
 * lower-cased. Many fail the policy anyway; the ones kept here are those that pass it
 * or nearly do, which is exactly why people pick them.
 */
export const COMMON_PASSWORDS = new Set(
  `password password1 password! p@ssw0rd p@ssword p@ssword1 passw0rd passw0rd! pa$$w0rd pa$$word p@55w0rd p@$$w0rd
  admin@123 admin123! admin@2024 admin@2025 admin@2026 adm1n@pwd root@1234 root@123 test@1234 test@123 welcome1!
  welcome@1 welc0me! qwer@1234 qwer!234 qwe!@#asd 1qaz@wsx 1qaz!qaz 1q2w3e4r! 1q2w3e4r5t! zaq1@wsx zaq!2wsx
  abc@1234 abcd@1234 a1b2c3d4! aa123456! aa@123456 aa112233! a123456! a123456@ woaini1314! woaini@1314 woaini520!
  5201314a! i@love520 iloveyou! iloveyou1! ilove@you sunshine1! princess1! football1! baseball1! monkey@123 dragon@123
  letmein1! master@123 shadow@123 superman1! trustno1! changeme1! changeme! secret@123 summer2024! summer2025! winter2025!
  spring2026! autumn2026! china@123 china@2026 beijing@123 shanghai@1 huawei@123 huawei@2026 xiaomi@123 baidu@123
  qq@123456 qq123456! wechat@123 alibaba@123 taobao@123 company@123 school@123 canteen@123 student@1 teacher@1
  p@ssw0rd1 p@ssw0rd! p@ssw0rd123 passw0rd1 password@1 password#1 password1! password12! password2026!
  q1w2e3r4! q1w2e3r4t5 zxcv@1357 asdf@1357 qaz@wsx1 qazwsx@1 qazwsx!1 1qazxsw@ 2wsx#edc 1qaz2wsx! 1qaz2wsx#`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * The data file's list (apps/server/data/common-passwords.txt: the most used passwords of public
 * frequency lists, its header says where from), read once when first needed.
 */
let listed: ReadonlySet<string> | null = null;
function commonList(): ReadonlySet<string> {
  if (!listed) {
    const text = fs.readFileSync(new URL('../../data/common-passwords.txt', import.meta.url), 'utf8');
    listed = new Set(
      text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#')),
    );
  }
  return listed;
}

export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  return COMMON_PASSWORDS.has(p) || commonList().has(p);
}

/** The password the README gives every demo account, and the platform's own names, which are the first guesses against it. */
const KNOWN_PASSWORDS = new Set(['shanlian#2026']);
const PLATFORM_WORDS = ['shanlian', '膳链', 'shan1ian', '5hanlian'];

/** Undoes the usual letter-for-symbol swaps (p@ssw0rd → password). */
function unleet(s: string): string {
  const swaps: Record<string, string> = { '@': 'a', '4': 'a', '0': 'o', '1': 'i', '!': 'i', '3': 'e', '5': 's', $: 's', '7': 't', '8': 'b', '9': 'g' };
  return [...s].map((c) => swaps[c] ?? c).join('');
}

/** An operator's password is at least this long: its holder manages every firm and user of the platform. */
export const OPERATOR_PASSWORD_MIN = 12;

/**
 * Why an operator's password is refused, or null (the registration's policy is checked before):
 * at least OPERATOR_PASSWORD_MIN characters; not the README's demo password nor built on the
 * platform's name; not a common password, spelled with symbols for letters, or a common password
 * with digits and symbols around it (Password@2026).
 */
export function operatorPasswordProblem(password: string): 'short' | 'known' | 'common' | null {
  const lower = password.toLowerCase();
  if (KNOWN_PASSWORDS.has(lower) || PLATFORM_WORDS.some((w) => lower.includes(w) || unleet(lower).includes(w))) return 'known';
  if (password.length < OPERATOR_PASSWORD_MIN) return 'short';
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const candidates = [lower, unleet(lower), core, unleet(core)];
  if (candidates.some((c) => c.length >= 4 && (COMMON_PASSWORDS.has(c) || commonList().has(c)))) return 'common';
  return null;
}
