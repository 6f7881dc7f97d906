/**
 * Draws the 27 page images of the nutrition guide (public/guide/01.svg … 27.svg) from the platform's own text in
 * src/features/planning/guide-text.ts. Run from the repository root after editing the text:
 *   node --import tsx apps/web/scripts/guide-pages.mjs
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GUIDE_FOOTER, GUIDE_SECTIONS, GUIDE_TITLE } from '../src/features/planning/guide-text.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'guide');
const W = 595;
const H = 842;
const MARGIN = 56;
const FONT = `'Noto Sans CJK SC', 'Noto Sans SC', 'Microsoft YaHei', sans-serif`;

/** Width of a character in ems: CJK and full-width forms are 1, the rest about a half. */
function charWidth(ch) {
  const c = ch.codePointAt(0) ?? 0;
  if (c >= 0x2e80 || (c >= 0xff00 && c <= 0xffef)) return 1;
  if (/[A-Z0-9]/.test(ch)) return 0.62;
  return 0.5;
}

/** Breaks a paragraph into lines no wider than `width` px at `size` px; ASCII words are kept whole. */
export function wrap(text, size, width) {
  const tokens = text.match(/[A-Za-z0-9.\-/~%]+|\s|./gu) ?? [];
  const lines = [];
  let line = '';
  let w = 0;
  for (const t of tokens) {
    const tw = [...t].reduce((s, ch) => s + charWidth(ch), 0) * size;
    const noStart = /^[，。、；：！？）》”’%]$/u.test(t);
    if (w + tw > width && line && !noStart) {
      lines.push(line.trimEnd());
      line = t === ' ' ? '' : t;
      w = t === ' ' ? 0 : tw;
    } else {
      line += t;
      w += tw;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function page(section) {
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="${FONT}">`);
  out.push(`<title>${esc(section.title)}</title>`);
  out.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  out.push(`<text x="${MARGIN}" y="44" font-size="10" fill="#8c8c8c">${esc(GUIDE_TITLE)}</text>`);
  out.push(`<line x1="${MARGIN}" y1="54" x2="${W - MARGIN}" y2="54" stroke="#52a35a" stroke-width="1.5"/>`);
  let y = 104;
  for (const line of wrap(section.title, 22, W - 2 * MARGIN)) {
    out.push(`<text x="${MARGIN}" y="${y}" font-size="22" font-weight="bold" fill="#1f1f1f">${esc(line)}</text>`);
    y += 32;
  }
  y += 14;
  for (const para of section.body) {
    const lines = wrap(para, 15, W - 2 * MARGIN - 30);
    lines.forEach((line, i) => {
      const x = i === 0 ? MARGIN + 30 : MARGIN;
      out.push(`<text x="${x}" y="${y}" font-size="15" fill="#262626">${esc(line)}</text>`);
      y += 28;
    });
    y += 12;
  }
  out.push(`<line x1="${MARGIN}" y1="${H - 64}" x2="${W - MARGIN}" y2="${H - 64}" stroke="#e8e8e8"/>`);
  out.push(`<text x="${MARGIN}" y="${H - 42}" font-size="10" fill="#8c8c8c">${esc(GUIDE_FOOTER)}</text>`);
  out.push(`<text x="${W - MARGIN}" y="${H - 42}" font-size="11" fill="#595959" text-anchor="end">${section.id} / ${GUIDE_SECTIONS.length}</text>`);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

mkdirSync(OUT, { recursive: true });
for (const f of readdirSync(OUT)) if (f.endsWith('.svg')) rmSync(join(OUT, f));
for (const s of GUIDE_SECTIONS) writeFileSync(join(OUT, `${String(s.id).padStart(2, '0')}.svg`), page(s));
console.log(`${GUIDE_SECTIONS.length} pages written to public/guide/`);
