// Writes apps/server/data/common-passwords.txt: the most used passwords, most used first, from the
// ranked list of the npm package @zxcvbn-ts/language-common (src/passwords.json, MIT; built by
// zxcvbn-ts from public leak frequency lists). Run with the package unpacked somewhere:
//   npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   node apps/server/scripts/common-passwords.mjs package/src/passwords.json [count]
import fs from 'node:fs';
import path from 'node:path';

const [source, countArg] = process.argv.slice(2);
if (!source) {
  console.error('usage: node apps/server/scripts/common-passwords.mjs <path to passwords.json> [count]');
  process.exit(2);
}
const count = Number(countArg ?? 10000);
const ranked = JSON.parse(fs.readFileSync(source, 'utf8'));
if (!Array.isArray(ranked)) throw new Error('passwords.json is not a list');
const seen = new Set();
const words = [];
for (const w of ranked) {
  const word = String(w).trim().toLowerCase();
  if (!word || /\s/.test(word) || seen.has(word)) continue;
  seen.add(word);
  words.push(word);
  if (words.length >= count) break;
}
const header = [
  '# The most common passwords, most common first, one a line, lower-cased.',
  `# Source: the first ${words.length} of the ranked list in the npm package @zxcvbn-ts/language-common 4.1.3`,
  '# (src/passwords.json, MIT licence, https://github.com/zxcvbn-ts/zxcvbn), which zxcvbn-ts builds from',
  '# public password-frequency lists. Regenerate with apps/server/scripts/common-passwords.mjs.',
];
const out = path.resolve(import.meta.dirname, '../data/common-passwords.txt');
fs.writeFileSync(out, `${[...header, ...words].join('\n')}\n`);
console.log(`wrote ${words.length} passwords to ${out}`);
