/** Demo images drawn as plain SVG: product photos, banners, partner logos, news covers, firm pictures and licences. */

const FONT = `'Noto Sans CJK SC','Microsoft YaHei','PingFang SC',sans-serif`;

type Rand = () => number;

function hashString(s: string): number {
  let h = 2166136261;
  for (const ch of s) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function makeRand(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (r: Rand, a: number, b: number): number => a + (b - a) * r();
const pickOf = <T>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
const f1 = (n: number): number => Math.round(n * 10) / 10;

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function hsl(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360;
  const ss = Math.max(0, Math.min(100, s)) / 100;
  const ll = Math.max(0, Math.min(100, l)) / 100;
  const a = ss * Math.min(ll, 1 - ll);
  const f = (n: number): number => {
    const k = (n + hh / 30) % 12;
    return ll - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  const hex = (x: number): string =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

function parseHex(c: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(c.trim());
  const v = m?.[1] ? Number.parseInt(m[1], 16) : 0x888888;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  const c = x.map((v, i) => Math.round(v + ((y[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function textWidthEm(s: string): number {
  let w = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0x2e80) w += 1;
    else if (ch === ' ') w += 0.3;
    else if (/[0-9A-Z#]/.test(ch)) w += 0.62;
    else w += 0.52;
  }
  return w;
}

/** Largest font size (capped) at which the text fits; the text is cut with an ellipsis below minSize. */
function fitText(s: string, maxWidth: number, maxSize: number, minSize: number): { text: string; size: number } {
  const em = textWidthEm(s);
  const size = Math.min(maxSize, maxWidth / Math.max(em, 0.01));
  if (size >= minSize) return { text: s, size: f1(size) };
  const chars = [...s];
  while (chars.length > 1 && textWidthEm(`${chars.join('')}…`) * minSize > maxWidth) chars.pop();
  return { text: `${chars.join('')}…`, size: minSize };
}

function splitLines(s: string, perLine: number, maxLines: number, balance = true): string[] {
  const chars = [...s];
  const lines: string[] = [];
  let cur = '';
  let w = 0;
  for (const ch of chars) {
    const cw = textWidthEm(ch);
    if (w + cw > perLine && cur && !'，。：；、！？）》”,.:;!?)'.includes(ch)) {
      const space = cur.lastIndexOf(' ');
      if (space >= cur.length / 2) {
        lines.push(cur.slice(0, space));
        cur = cur.slice(space + 1);
      } else {
        lines.push(cur);
        cur = '';
      }
      w = textWidthEm(cur);
    }
    if (ch === ' ' && !cur) continue;
    cur += ch;
    w += cw;
  }
  if (cur) lines.push(cur);
  if (lines.length > 1 && lines.length <= maxLines && balance) {
    const total = textWidthEm(s);
    for (let target = Math.ceil((total / lines.length) * 2) / 2; target < perLine; target += 0.5) {
      const again = splitLines(s, target, maxLines, false);
      if (again.length === lines.length) return again;
    }
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = [...(kept[maxLines - 1] ?? '')];
    last.pop();
    kept[maxLines - 1] = `${last.join('')}…`;
    return kept;
  }
  return lines;
}

function text(x: number, y: number, s: string, size: number, fill: string, extra = ''): string {
  return `<text x="${f1(x)}" y="${f1(y)}" font-family="${FONT}" font-size="${f1(size)}" fill="${fill}" ${extra}>${esc(s)}</text>`;
}

type Stop = [offset: number, color: string, opacity?: number];

class Svg {
  private defs: string[] = [];
  private parts: string[] = [];
  private n = 0;
  constructor(
    private readonly w: number,
    private readonly h: number,
  ) {}

  private stops(stops: Stop[]): string {
    return stops.map(([o, c, op]) => `<stop offset="${f1(o * 100)}%" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');
  }

  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `g${this.n++}`;
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = `g${this.n++}`;
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  add(...p: string[]): this {
    this.parts.push(...p);
    return this;
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`;
  }
}

function g(transform: string, ...content: string[]): string {
  return `<g transform="${transform}">${content.join('')}</g>`;
}

/** A smooth closed wobbly outline around (cx, cy). */
function blobPath(r: Rand, cx: number, cy: number, rx: number, ry: number, wobble: number, points = 9): string {
  const pts: [number, number][] = [];
  const phase = r() * Math.PI * 2;
  for (let i = 0; i < points; i++) {
    const a = phase + (i / points) * Math.PI * 2;
    const k = 1 + (r() * 2 - 1) * wobble;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const mid = (p: [number, number], q: [number, number]): [number, number] => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const at = (i: number): [number, number] => pts[((i % points) + points) % points] as [number, number];
  const start = mid(at(points - 1), at(0));
  let d = `M${f1(start[0])} ${f1(start[1])}`;
  for (let i = 0; i < points; i++) {
    const p = at(i);
    const m = mid(p, at(i + 1));
    d += ` Q${f1(p[0])} ${f1(p[1])} ${f1(m[0])} ${f1(m[1])}`;
  }
  return `${d} Z`;
}

function starPoints(cx: number, cy: number, outer: number, inner: number, n: number, rot = -Math.PI / 2): string {
  const pts: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const rr = i % 2 === 0 ? outer : inner;
    const a = rot + (i * Math.PI) / n;
    pts.push(`${f1(cx + Math.cos(a) * rr)},${f1(cy + Math.sin(a) * rr)}`);
  }
  return pts.join(' ');
}

function snowflake(cx: number, cy: number, size: number, color: string, width: number): string {
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3 - Math.PI / 2;
    const ex = cx + Math.cos(a) * size;
    const ey = cy + Math.sin(a) * size;
    d += `M${f1(cx)} ${f1(cy)} L${f1(ex)} ${f1(ey)} `;
    for (const t of [0.5, 0.75]) {
      const bx = cx + Math.cos(a) * size * t;
      const by = cy + Math.sin(a) * size * t;
      const len = size * (t === 0.5 ? 0.3 : 0.22);
      for (const s of [-1, 1]) {
        const b = a + s * 0.75;
        d += `M${f1(bx)} ${f1(by)} L${f1(bx + Math.cos(b) * len)} ${f1(by + Math.sin(b) * len)} `;
      }
    }
  }
  return `<path d="${d.trim()}" stroke="${color}" stroke-width="${width}" stroke-linecap="round" fill="none"/>`;
}

function sparkle(cx: number, cy: number, s: number, fill: string, opacity = 1): string {
  const d = `M${f1(cx)} ${f1(cy - s)} Q${f1(cx + s * 0.18)} ${f1(cy - s * 0.18)} ${f1(cx + s)} ${f1(cy)} Q${f1(cx + s * 0.18)} ${f1(cy + s * 0.18)} ${f1(cx)} ${f1(cy + s)} Q${f1(cx - s * 0.18)} ${f1(cy + s * 0.18)} ${f1(cx - s)} ${f1(cy)} Q${f1(cx - s * 0.18)} ${f1(cy - s * 0.18)} ${f1(cx)} ${f1(cy - s)} Z`;
  return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
}

const has = (name: string, ...words: string[]): boolean => words.some((w) => name.includes(w));

// ---------------------------------------------------------------- product objects
// Each draws into an 800x800 canvas, standing on y≈595 and centred on x=400.

type Draw = (s: Svg, r: Rand, name: string) => string;

const drawSack: Draw = (s, r, name) => {
  const kind = has(name, '粉') ? 'flour' : has(name, '米', '稻') && !has(name, '小米', '黑米', '燕麦', '玉米') ? 'rice' : 'grain';
  const hue = pickOf(r, kind === 'flour' ? [210, 200, 0, 25] : [0, 12, 150, 130, 30, 350]);
  const band = hsl(hue, 68, 46);
  const bandDark = hsl(hue, 70, 32);
  const cloth =
    kind === 'flour'
      ? s.lin(
          [
            [0, '#ffffff'],
            [1, '#e7e4dc'],
          ],
          0,
          0,
          1,
          0,
        )
      : s.lin(
          [
            [0, '#f8f0dd'],
            [0.6, '#efe2c4'],
            [1, '#d9c59c'],
          ],
          0,
          0,
          1,
          0,
        );
  const out: string[] = [];
  out.push(
    `<path d="M262 204 L538 204 L552 150 Q528 124 505 148 Q482 116 456 146 Q430 112 400 144 Q370 112 344 146 Q318 116 295 148 Q272 124 248 150 Z" fill="${kind === 'flour' ? '#f1efe9' : '#eadbb8'}" stroke="#00000014" stroke-width="2"/>`,
  );
  out.push(`<path d="M262 200 C240 260 228 420 236 560 Q240 592 280 595 L520 595 Q560 592 564 560 C572 420 560 260 538 200 Z" fill="${cloth}"/>`);
  if (kind !== 'flour') {
    let d = '';
    for (let y = 240; y < 585; y += 14) d += `M258 ${y} L542 ${y} `;
    out.push(`<path d="${d}" stroke="#7a5a20" stroke-opacity="0.07" stroke-width="2"/>`);
  }
  out.push(`<rect x="236" y="505" width="328" height="40" fill="${band}"/>`, `<rect x="236" y="551" width="328" height="10" fill="${band}" opacity="0.7"/>`);
  out.push(`<rect x="254" y="188" width="292" height="28" rx="14" fill="${bandDark}"/>`);
  out.push(`<rect x="298" y="258" width="204" height="212" rx="22" fill="#ffffff" stroke="${band}" stroke-width="6"/>`);
  let stalk = `<path d="M400 360 C398 330 402 305 412 282" stroke="${band}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < 5; i++) {
    const y = 350 - i * 14;
    stalk += `<ellipse cx="${393 + i * 1.5}" cy="${y}" rx="6" ry="12" fill="${band}" transform="rotate(-28 ${393 + i * 1.5} ${y})"/>`;
    stalk += `<ellipse cx="${409 + i * 1.5}" cy="${y - 4}" rx="6" ry="12" fill="${band}" transform="rotate(28 ${409 + i * 1.5} ${y - 4})"/>`;
  }
  out.push(stalk);
  const word = kind === 'rice' ? '大米' : kind === 'flour' ? '面粉' : '杂粮';
  out.push(text(400, 428, word, 62, bandDark, 'text-anchor="middle" font-weight="700"'));
  out.push(text(400, 456, kind === 'flour' ? '优质小麦粉' : '精选好粮', 20, '#8a8a8a', 'text-anchor="middle"'));
  out.push('<path d="M250 300 C246 380 244 460 248 540" stroke="#ffffff" stroke-opacity="0.35" stroke-width="14" fill="none" stroke-linecap="round"/>');
  const spill: string[] = [];
  for (let i = 0; i < 16; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = 400 + side * between(r, 150, 235);
    const y = between(r, 585, 625);
    if (kind === 'rice')
      spill.push(
        `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="8" ry="4" fill="#fffdf4" stroke="#d8cca8" stroke-width="1.5" transform="rotate(${f1(between(r, -60, 60))} ${f1(x)} ${f1(y)})"/>`,
      );
    else if (kind === 'grain')
      spill.push(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(between(r, 4, 7))}" fill="${pickOf(r, ['#b33a2e', '#e2b23c', '#4d8b3a', '#3b2a2a'])}"/>`);
  }
  if (kind === 'flour') spill.push('<path d="M560 600 Q600 545 650 600 Z" fill="#ffffff"/><path d="M575 600 Q604 565 635 600" fill="#f3f1ea"/>');
  out.push(...spill);
  return out.join('');
};

const drawOil: Draw = (s, r) => {
  const cap = pickOf(r, ['#d32f2f', '#f9a825', '#2e7d32', '#1565c0', '#ef6c00']);
  const oilHue = between(r, 38, 50);
  const body = s.lin(
    [
      [0, hsl(oilHue, 85, 40)],
      [0.35, hsl(oilHue + 4, 95, 62)],
      [0.7, hsl(oilHue, 90, 52)],
      [1, hsl(oilHue - 4, 85, 38)],
    ],
    0,
    0,
    1,
    0,
  );
  return [
    `<path d="M478 220 C572 214 578 340 514 352" stroke="${hsl(oilHue, 70, 70)}" stroke-width="24" fill="none" stroke-linecap="round"/>`,
    `<path d="M300 262 Q300 222 342 212 L372 196 L372 166 L428 166 L428 196 L486 212 Q520 222 520 262 L520 562 Q520 595 486 595 L334 595 Q300 595 300 562 Z" fill="${body}"/>`,
    '<path d="M300 262 Q300 222 342 212 L372 196 L372 166 L428 166 L428 196 L486 212 Q520 222 520 262 L520 268 L300 268 Z" fill="#ffffff" opacity="0.45"/>',
    `<rect x="360" y="158" width="80" height="12" rx="4" fill="${mix(cap, '#000000', 0.2)}"/>`,
    `<rect x="366" y="122" width="68" height="40" rx="9" fill="${cap}"/>`,
    `<path d="M378 128 L378 156 M390 128 L390 156 M402 128 L402 156 M414 128 L414 156 M426 128 L426 156" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3"/>`,
    `<rect x="316" y="330" width="188" height="178" rx="16" fill="#ffffff" opacity="0.96"/>`,
    `<path d="M316 346 Q316 330 332 330 L488 330 Q504 330 504 346 L504 372 L316 372 Z" fill="${cap}"/>`,
    text(410, 362, '压榨工艺', 22, '#ffffff', 'text-anchor="middle" font-weight="700"'),
    `<path d="M410 384 C398 400 394 410 394 417 A16 16 0 0 0 426 417 C426 410 422 400 410 384 Z" fill="${hsl(oilHue, 90, 50)}"/>`,
    text(410, 462, '食用油', 38, '#5d4037', 'text-anchor="middle" font-weight="700"'),
    `<path d="M336 476 L484 476" stroke="${cap}" stroke-width="3" stroke-dasharray="8 6"/>`,
    text(410, 498, '非转基因 · 一级', 18, '#8d6e63', 'text-anchor="middle"'),
    '<rect x="312" y="282" width="16" height="270" rx="8" fill="#ffffff" opacity="0.3"/>',
    '<rect x="492" y="282" width="8" height="270" rx="4" fill="#000000" opacity="0.08"/>',
  ].join('');
};

function leaf(s: Svg, r: Rand, angle: number, len: number, width: number, blade: string, stem: string, bladeDark: string): string {
  const b = 595;
  const L = len;
  const w = width;
  const grad = s.lin(
    [
      [0, bladeDark],
      [0.5, blade],
      [1, bladeDark],
    ],
    0,
    0,
    1,
    0,
  );
  const bladePath = `M400 ${b - L * 0.3} C${400 - w * 0.9} ${b - L * 0.4} ${400 - w * 1.05} ${b - L * 0.85} ${400 - w * 0.35} ${b - L} Q400 ${b - L * 1.04} ${400 + w * 0.35} ${b - L} C${400 + w * 1.05} ${b - L * 0.85} ${400 + w * 0.9} ${b - L * 0.4} 400 ${b - L * 0.3} Z`;
  const stemPath = `M${400 - w * 0.22} ${b} C${400 - w * 0.3} ${b - L * 0.3} ${400 - w * 0.12} ${b - L * 0.6} 400 ${b - L * 0.82} C${400 + w * 0.12} ${b - L * 0.6} ${400 + w * 0.3} ${b - L * 0.3} ${400 + w * 0.22} ${b} Z`;
  let veins = '';
  for (let i = 1; i <= 4; i++) {
    const y = b - L * (0.42 + i * 0.11);
    const dx = w * (0.75 - i * 0.1);
    veins += `M400 ${f1(y + 14)} Q${f1(400 - dx * 0.5)} ${f1(y)} ${f1(400 - dx)} ${f1(y - 16)} M400 ${f1(y + 14)} Q${f1(400 + dx * 0.5)} ${f1(y)} ${f1(400 + dx)} ${f1(y - 16)} `;
  }
  const tilt = f1(angle + between(r, -3, 3));
  return g(
    `rotate(${tilt} 400 ${b})`,
    `<path d="${bladePath}" fill="${grad}"/>`,
    `<path d="${veins}" stroke="${stem}" stroke-opacity="0.55" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<path d="${stemPath}" fill="${stem}"/>`,
  );
}

function drawHerbs(s: Svg, r: Rand, name: string): string {
  const out: string[] = [];
  if (has(name, '香菜')) {
    for (let i = 0; i < 9; i++) {
      const a = -34 + i * 8.5 + between(r, -3, 3);
      const len = between(r, 300, 380);
      const rad = (a * Math.PI) / 180;
      const ex = 400 + Math.sin(rad) * len;
      const ey = 595 - Math.cos(rad) * len;
      out.push(
        `<path d="M400 595 Q${f1(400 + Math.sin(rad) * len * 0.4)} ${f1(595 - len * 0.5)} ${f1(ex)} ${f1(ey)}" stroke="#8bc34a" stroke-width="6" fill="none"/>`,
      );
      for (let j = 0; j < 3; j++) {
        const lx = ex + (j - 1) * 22;
        const ly = ey + Math.abs(j - 1) * 14;
        out.push(`<path d="${blobPath(r, lx, ly, 24, 20, 0.25, 7)}" fill="${pickOf(r, ['#43a047', '#388e3c', '#4caf50'])}"/>`);
      }
    }
    out.push('<rect x="380" y="560" width="40" height="14" rx="4" fill="#e57373"/>');
    return out.join('');
  }
  const stalk = s.lin(
    [
      [0, '#2e7d32'],
      [0.55, '#66bb6a'],
      [0.75, '#dcedc8'],
      [1, '#ffffff'],
    ],
    0,
    0,
    0,
    1,
  );
  for (let i = 0; i < 9; i++) {
    const a = -14 + i * 3.5 + between(r, -1, 1);
    const len = between(r, 400, 450);
    out.push(
      g(
        `rotate(${f1(a)} 400 595)`,
        `<path d="M${392 + (i % 3) * 4} 595 L${392 + (i % 3) * 4} ${f1(595 - len)} Q${400 + (i % 3) * 4} ${f1(595 - len - 16)} ${408 + (i % 3) * 4} ${f1(595 - len)} L${408 + (i % 3) * 4} 595 Z" fill="${stalk}"/>`,
      ),
    );
  }
  out.push('<path d="M380 598 l-10 18 M392 598 l-4 20 M404 598 l2 20 M416 598 l8 18" stroke="#d7ccc8" stroke-width="3" stroke-linecap="round"/>');
  out.push('<rect x="366" y="520" width="68" height="16" rx="5" fill="#e57373"/>');
  return out.join('');
}

const drawLeafy: Draw = (s, r, name) => {
  const cabbage = has(name, '白菜', '娃娃菜', '生菜');
  const hue = cabbage ? between(r, 72, 86) : between(r, 105, 125);
  const blade = hsl(hue, cabbage ? 55 : 55, cabbage ? 62 : 42);
  const bladeDark = hsl(hue + 5, 60, cabbage ? 48 : 30);
  const stem = cabbage ? '#f6f8e6' : hsl(hue - 25, 45, 82);
  const n = 7;
  const out: string[] = [];
  const order = [-38, 38, -25, 25, -12, 12, 0];
  for (let i = 0; i < n; i++) {
    const a = order[i] ?? 0;
    out.push(leaf(s, r, a, (cabbage ? 420 : 400) - Math.abs(a) * 1.6 + between(r, -15, 15), cabbage ? 96 : 84, blade, stem, bladeDark));
  }
  out.push('<ellipse cx="400" cy="548" rx="46" ry="12" fill="#c49a5a"/>', '<rect x="354" y="540" width="92" height="12" fill="#d8b27a"/>');
  return out.join('');
};

function carrot(s: Svg, r: Rand, x: number, y: number, rot: number, scale: number, kind: 'carrot' | 'radish' | 'yam'): string {
  const body =
    kind === 'carrot'
      ? s.lin(
          [
            [0, '#f57c00'],
            [0.45, '#ffa040'],
            [1, '#e65100'],
          ],
          0,
          0,
          1,
          0,
        )
      : kind === 'radish'
        ? s.lin(
            [
              [0, '#e8eee6'],
              [0.45, '#ffffff'],
              [1, '#d9e2d4'],
            ],
            0,
            0,
            1,
            0,
          )
        : s.lin(
            [
              [0, '#b08a5c'],
              [0.5, '#d4b48a'],
              [1, '#9a7448'],
            ],
            0,
            0,
            1,
            0,
          );
  const ridge = kind === 'carrot' ? '#c25400' : kind === 'radish' ? '#b9c6b2' : '#7d5a35';
  let ridges = '';
  for (let i = 0; i < 7; i++) {
    const yy = 40 + i * 40 + between(r, -8, 8);
    const half = 34 * (1 - yy / 360);
    const side = i % 2 === 0 ? -1 : 1;
    ridges += `M${f1(side * half * 0.9)} ${f1(yy)} q${f1(-side * half * 0.5)} 6 ${f1(-side * half * 0.9)} 2 `;
  }
  const shoulder = kind === 'radish' ? `<path d="M-36 4 Q-38 40 -32 70 Q0 80 32 70 Q38 40 36 4 Q0 -12 -36 4 Z" fill="#8bc34a" opacity="0.55"/>` : '';
  let tops = '';
  if (kind !== 'yam') {
    const green = kind === 'carrot' ? '#43a047' : '#689f38';
    for (let i = 0; i < 5; i++) {
      const a = -50 + i * 25 + between(r, -6, 6);
      const len = between(r, 110, 160);
      const rad = (a * Math.PI) / 180;
      const ex = Math.sin(rad) * len;
      const ey = -Math.cos(rad) * len;
      tops += `<path d="M0 -4 Q${f1(ex * 0.3)} ${f1(ey * 0.6)} ${f1(ex)} ${f1(ey)}" stroke="${green}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
      tops += `<ellipse cx="${f1(ex)}" cy="${f1(ey)}" rx="14" ry="26" fill="${green}" transform="rotate(${f1(a)} ${f1(ex)} ${f1(ey)})"/>`;
    }
  }
  return g(
    `translate(${f1(x)} ${f1(y)}) rotate(${f1(rot)}) scale(${scale})`,
    tops,
    `<path d="M-38 0 Q-42 130 -8 340 Q0 356 8 340 Q42 130 38 0 Q0 -16 -38 0 Z" fill="${body}"/>`,
    shoulder,
    `<path d="${ridges}" stroke="${ridge}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.6"/>`,
  );
}

function potato(s: Svg, r: Rand, cx: number, cy: number, rx: number, ry: number, skin: [string, string], eyes: string): string {
  const fill = s.rad(
    [
      [0, skin[0]],
      [1, skin[1]],
    ],
    0.4,
    0.35,
    0.7,
  );
  let dots = '';
  for (let i = 0; i < 6; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 0.7;
    dots += `<ellipse cx="${f1(cx + Math.cos(a) * rx * d)}" cy="${f1(cy + Math.sin(a) * ry * d)}" rx="4" ry="2.5" fill="${eyes}" opacity="0.55"/>`;
  }
  return `<path d="${blobPath(r, cx, cy, rx, ry, 0.08)}" fill="${fill}"/>${dots}<ellipse cx="${f1(cx - rx * 0.35)}" cy="${f1(cy - ry * 0.4)}" rx="${f1(rx * 0.25)}" ry="${f1(ry * 0.15)}" fill="#ffffff" opacity="0.25"/>`;
}

function onion(s: Svg, cx: number, cy: number, size: number, colors: [string, string]): string {
  const fill = s.rad(
    [
      [0, colors[0]],
      [1, colors[1]],
    ],
    0.4,
    0.45,
    0.65,
  );
  const k = size;
  return g(
    `translate(${cx} ${cy}) scale(${k})`,
    `<path d="M0 -120 C8 -90 20 -78 60 -52 C110 -20 110 70 50 96 Q0 112 -50 96 C-110 70 -110 -20 -60 -52 C-20 -78 -8 -90 0 -120 Z" fill="${fill}"/>`,
    `<path d="M0 -112 C-30 -60 -60 10 -30 100 M0 -112 C30 -60 60 10 30 100 M0 -112 L0 104" stroke="${colors[1]}" stroke-opacity="0.5" stroke-width="3" fill="none"/>`,
    '<path d="M-14 104 l-6 16 M0 106 l0 18 M14 104 l6 16" stroke="#b39b7a" stroke-width="3" stroke-linecap="round"/>',
    '<path d="M0 -118 l-4 -18 l10 0 Z" fill="#a1887f"/>',
    '<ellipse cx="-40" cy="-10" rx="14" ry="30" fill="#ffffff" opacity="0.25" transform="rotate(20 -40 -10)"/>',
  );
}

const drawRoot: Draw = (s, r, name) => {
  if (has(name, '胡萝卜'))
    return [carrot(s, r, 320, 250, -22, 0.95, 'carrot'), carrot(s, r, 480, 250, 22, 0.95, 'carrot'), carrot(s, r, 400, 230, 2, 1.05, 'carrot')].join('');
  if (has(name, '萝卜', '山药', '莴笋')) {
    const kind = has(name, '山药') ? 'yam' : 'radish';
    return [carrot(s, r, 350, 200, -14, 1.1, kind), carrot(s, r, 455, 215, 16, 1.05, kind)].join('');
  }
  if (has(name, '洋葱'))
    return [
      onion(s, 320, 470, 0.9, ['#c06090', '#6a1b4d']),
      onion(s, 480, 470, 0.9, ['#b2557f', '#5e1742']),
      onion(s, 400, 480, 1.05, ['#c76b96', '#6d1f50']),
    ].join('');
  if (has(name, '蒜'))
    return [
      onion(s, 330, 480, 0.85, ['#ffffff', '#d9cfc2']),
      onion(s, 470, 480, 0.85, ['#fffdf7', '#d4c6b4']),
      onion(s, 400, 490, 1, ['#ffffff', '#dcd2c4']),
    ].join('');
  const skin: [string, string] = has(name, '姜') ? ['#f1d08a', '#b98a3e'] : ['#e9c98f', '#b58845'];
  return [
    potato(s, r, 310, 470, 100, 78, skin, '#7a5a2a'),
    potato(s, r, 500, 480, 95, 74, skin, '#7a5a2a'),
    potato(s, r, 405, 520, 118, 84, skin, '#7a5a2a'),
  ].join('');
};

function roundVeg(s: Svg, r: Rand, cx: number, cy: number, rr: number, color: string, kind: 'tomato' | 'pepper' | 'pumpkin'): string {
  const fill = s.rad(
    [
      [0, mix(color, '#ffffff', 0.35)],
      [0.7, color],
      [1, mix(color, '#000000', 0.3)],
    ],
    0.38,
    0.35,
    0.75,
  );
  const body =
    kind === 'pumpkin'
      ? `<path d="${blobPath(r, cx, cy, rr * 1.2, rr * 0.85, 0.03, 10)}" fill="${fill}"/><path d="M${cx} ${cy - rr * 0.8} Q${cx - rr * 0.6} ${cy} ${cx} ${cy + rr * 0.84} M${cx} ${cy - rr * 0.8} Q${cx + rr * 0.6} ${cy} ${cx} ${cy + rr * 0.84} M${cx - rr * 0.2} ${cy - rr * 0.82} Q${cx - rr * 1.25} ${cy} ${cx - rr * 0.3} ${cy + rr * 0.82} M${cx + rr * 0.2} ${cy - rr * 0.82} Q${cx + rr * 1.25} ${cy} ${cx + rr * 0.3} ${cy + rr * 0.82}" stroke="${mix(color, '#000000', 0.3)}" stroke-opacity="0.45" stroke-width="4" fill="none"/>`
      : `<path d="${blobPath(r, cx, cy, rr * (kind === 'pepper' ? 0.9 : 1.06), rr, kind === 'pepper' ? 0.09 : 0.03, 10)}" fill="${fill}"/>`;
  const top =
    kind === 'tomato'
      ? `<polygon points="${starPoints(cx, cy - rr * 0.86, rr * 0.42, rr * 0.12, 6)}" fill="#2e7d32"/><rect x="${cx - 4}" y="${cy - rr * 1.08}" width="8" height="${rr * 0.24}" rx="4" fill="#33691e"/>`
      : `<path d="M${cx - 8} ${cy - rr * 0.8} Q${cx - 4} ${cy - rr * 1.2} ${cx + 14} ${cy - rr * 1.28}" stroke="#4e6b2a" stroke-width="${kind === 'pumpkin' ? 14 : 10}" fill="none" stroke-linecap="round"/>`;
  return `${body}${top}<ellipse cx="${f1(cx - rr * 0.38)}" cy="${f1(cy - rr * 0.36)}" rx="${f1(rr * 0.22)}" ry="${f1(rr * 0.13)}" fill="#ffffff" opacity="0.45" transform="rotate(-30 ${f1(cx - rr * 0.38)} ${f1(cy - rr * 0.36)})"/>`;
}

function longVeg(s: Svg, cx: number, cy: number, len: number, thick: number, rot: number, color: string, cap: string): string {
  const fill = s.lin(
    [
      [0, mix(color, '#ffffff', 0.3)],
      [0.5, color],
      [1, mix(color, '#000000', 0.35)],
    ],
    0,
    0,
    0,
    1,
  );
  return g(
    `translate(${cx} ${cy}) rotate(${rot})`,
    `<path d="M${-len / 2} 0 C${-len / 2} ${-thick * 0.7} ${-len * 0.2} ${-thick * 0.55} ${len * 0.1} ${-thick * 0.5} C${len * 0.42} ${-thick * 0.5} ${len / 2} ${-thick * 0.3} ${len / 2} 0 C${len / 2} ${thick * 0.3} ${len * 0.42} ${thick * 0.5} ${len * 0.1} ${thick * 0.5} C${-len * 0.2} ${thick * 0.55} ${-len / 2} ${thick * 0.7} ${-len / 2} 0 Z" fill="${fill}"/>`,
    `<path d="M${len / 2 - 6} ${-thick * 0.28} Q${len / 2 + 12} 0 ${len / 2 - 6} ${thick * 0.28} Q${len / 2 - 30} 0 ${len / 2 - 6} ${-thick * 0.28} Z" fill="${cap}"/>`,
    `<path d="M${len / 2} 0 l34 -6" stroke="${cap}" stroke-width="9" stroke-linecap="round"/>`,
    `<path d="M${-len * 0.35} ${-thick * 0.28} Q0 ${-thick * 0.4} ${len * 0.3} ${-thick * 0.3}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f1(thick * 0.12)}" fill="none" stroke-linecap="round"/>`,
  );
}

const drawFruitVeg: Draw = (s, r, name) => {
  if (has(name, '茄子')) return [longVeg(s, 390, 420, 380, 96, -18, '#5b2a6e', '#4e7d2c'), longVeg(s, 420, 510, 360, 90, -8, '#6a3380', '#4e7d2c')].join('');
  if (has(name, '黄瓜')) return [longVeg(s, 380, 430, 400, 70, -20, '#2e7d32', '#f9a825'), longVeg(s, 420, 500, 380, 66, -8, '#388e3c', '#fbc02d')].join('');
  if (has(name, '冬瓜')) return longVeg(s, 400, 450, 440, 220, -6, '#1b5e20', '#6d8f3c');
  if (has(name, '南瓜')) return [roundVeg(s, r, 320, 470, 105, '#ef6c00', 'pumpkin'), roundVeg(s, r, 490, 490, 92, '#2e6b3a', 'pumpkin')].join('');
  if (has(name, '椒')) return [roundVeg(s, r, 330, 470, 100, '#43a047', 'pepper'), roundVeg(s, r, 480, 480, 104, '#2e7d32', 'pepper')].join('');
  const red = pickOf(r, ['#e53935', '#d32f2f', '#f4511e']);
  return [roundVeg(s, r, 310, 420, 95, red, 'tomato'), roundVeg(s, r, 490, 420, 95, red, 'tomato'), roundVeg(s, r, 400, 500, 110, red, 'tomato')].join('');
};

function mushroom(s: Svg, r: Rand, cx: number, cy: number, k: number, cap: string, stem: string): string {
  const capFill = s.rad(
    [
      [0, mix(cap, '#ffffff', 0.25)],
      [1, mix(cap, '#000000', 0.25)],
    ],
    0.45,
    0.3,
    0.8,
  );
  let spots = '';
  for (let i = 0; i < 5; i++)
    spots += `<ellipse cx="${f1(between(r, -70, 70))}" cy="${f1(between(r, -80, -30))}" rx="${f1(between(r, 5, 10))}" ry="${f1(between(r, 3, 6))}" fill="#ffffff" opacity="0.35"/>`;
  return g(
    `translate(${cx} ${cy}) scale(${k})`,
    `<path d="M-28 -20 Q-36 60 -30 110 Q0 124 30 110 Q36 60 28 -20 Z" fill="${stem}"/>`,
    '<path d="M-18 10 Q-22 60 -18 100" stroke="#000000" stroke-opacity="0.06" stroke-width="6" fill="none"/>',
    `<path d="M-110 -18 Q-110 -120 0 -124 Q110 -120 110 -18 Q60 -2 0 -4 Q-60 -2 -110 -18 Z" fill="${capFill}"/>`,
    `<path d="M-100 -16 Q0 8 100 -16" stroke="${mix(stem, '#000000', 0.25)}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    spots,
  );
}

const drawMushrooms: Draw = (s, r, name) => {
  const cap = has(name, '平菇')
    ? '#8d8d86'
    : has(name, '金针', '蟹味', '银')
      ? '#e8dcc0'
      : has(name, '杏鲍')
        ? '#c8a474'
        : pickOf(r, ['#7b4a2a', '#8d5a35', '#6d3f22']);
  const stem = '#f6efe0';
  return [mushroom(s, r, 300, 455, 0.85, cap, stem), mushroom(s, r, 500, 450, 0.9, cap, stem), mushroom(s, r, 400, 480, 1.1, cap, stem)].join('');
};

function apple(s: Svg, r: Rand, cx: number, cy: number, k: number, color: string, pear: boolean): string {
  const fill = s.rad(
    [
      [0, mix(color, '#ffffff', 0.35)],
      [0.65, color],
      [1, mix(color, '#000000', 0.3)],
    ],
    0.38,
    0.38,
    0.75,
  );
  const body = pear
    ? 'M0 -110 C30 -110 36 -60 52 -20 C90 20 100 80 70 110 C40 136 -40 136 -70 110 C-100 80 -90 20 -52 -20 C-36 -60 -30 -110 0 -110 Z'
    : 'M0 -78 C-30 -104 -110 -104 -118 -20 C-126 60 -70 122 -30 118 Q0 112 30 118 C70 122 126 60 118 -20 C110 -104 30 -104 0 -78 Z';
  const top = pear ? -110 : -78;
  return g(
    `translate(${cx} ${cy}) scale(${k})`,
    `<path d="${body}" fill="${fill}"/>`,
    `<path d="M0 ${top + 6} Q-2 ${top - 20} 8 ${top - 40}" stroke="#6d4c2f" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    `<path d="M8 ${top - 26} Q40 ${top - 60} 70 ${top - 36} Q40 ${top - 14} 8 ${top - 26} Z" fill="#43a047"/>`,
    `<ellipse cx="-54" cy="-24" rx="20" ry="34" fill="#ffffff" opacity="${f1(between(r, 0.25, 0.4) * 10) / 10}" transform="rotate(24 -54 -24)"/>`,
  );
}

function citrus(s: Svg, r: Rand, cx: number, cy: number, rr: number, color: string, half: boolean): string {
  if (half) {
    let seg = '';
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2;
      seg += `M${cx} ${cy} L${f1(cx + Math.cos(a) * rr * 0.8)} ${f1(cy + Math.sin(a) * rr * 0.8)} `;
    }
    return `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="${mix(color, '#000000', 0.05)}"/><circle cx="${cx}" cy="${cy}" r="${rr * 0.9}" fill="#fff8e1"/><circle cx="${cx}" cy="${cy}" r="${rr * 0.82}" fill="${mix(color, '#ffffff', 0.25)}"/><path d="${seg}" stroke="#fff8e1" stroke-width="5"/><circle cx="${cx}" cy="${cy}" r="${rr * 0.1}" fill="#fff8e1"/>`;
  }
  const fill = s.rad(
    [
      [0, mix(color, '#ffffff', 0.3)],
      [0.7, color],
      [1, mix(color, '#000000', 0.2)],
    ],
    0.38,
    0.35,
    0.75,
  );
  let dots = '';
  for (let i = 0; i < 26; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * rr * 0.9;
    dots += `<circle cx="${f1(cx + Math.cos(a) * d)}" cy="${f1(cy + Math.sin(a) * d)}" r="2" fill="#000000" opacity="0.08"/>`;
  }
  return `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="${fill}"/>${dots}<ellipse cx="${f1(cx + rr * 0.2)}" cy="${f1(cy - rr * 0.98)}" rx="7" ry="5" fill="#6d7b2a"/><path d="M${f1(cx + rr * 0.2)} ${f1(cy - rr * 0.98)} Q${f1(cx + rr * 0.6)} ${f1(cy - rr * 1.4)} ${f1(cx + rr * 0.95)} ${f1(cy - rr * 1.1)} Q${f1(cx + rr * 0.55)} ${f1(cy - rr * 0.88)} ${f1(cx + rr * 0.2)} ${f1(cy - rr * 0.98)} Z" fill="#388e3c"/><ellipse cx="${f1(cx - rr * 0.4)}" cy="${f1(cy - rr * 0.4)}" rx="${f1(rr * 0.2)}" ry="${f1(rr * 0.12)}" fill="#ffffff" opacity="0.4" transform="rotate(-35 ${f1(cx - rr * 0.4)} ${f1(cy - rr * 0.4)})"/>`;
}

function grapes(s: Svg, r: Rand, color: string, small: boolean): string {
  const fill = s.rad(
    [
      [0, mix(color, '#ffffff', 0.45)],
      [0.6, color],
      [1, mix(color, '#000000', 0.35)],
    ],
    0.35,
    0.3,
    0.7,
  );
  const rows = [6, 5, 5, 4, 3, 2, 1];
  const rr = small ? 30 : 38;
  const out: string[] = [];
  out.push(`<path d="M400 240 Q404 190 440 160" stroke="#6d4c2f" stroke-width="10" fill="none" stroke-linecap="round"/>`);
  out.push(
    '<path d="M430 180 Q500 120 560 170 Q520 230 430 180 Z" fill="#558b2f"/><path d="M436 180 Q500 160 548 172" stroke="#33691e" stroke-width="3" fill="none"/>',
  );
  rows.forEach((count, i) => {
    const y = 270 + i * rr * 1.45;
    for (let j = 0; j < count; j++) {
      const x = 400 + (j - (count - 1) / 2) * rr * 1.75 + between(r, -6, 6);
      const yy = y + between(r, -6, 6);
      out.push(
        `<circle cx="${f1(x)}" cy="${f1(yy)}" r="${rr}" fill="${fill}"/><ellipse cx="${f1(x - rr * 0.35)}" cy="${f1(yy - rr * 0.35)}" rx="${f1(rr * 0.22)}" ry="${f1(rr * 0.14)}" fill="#ffffff" opacity="0.55" transform="rotate(-35 ${f1(x - rr * 0.35)} ${f1(yy - rr * 0.35)})"/>`,
      );
    }
  });
  return out.join('');
}

function strawberry(s: Svg, r: Rand, cx: number, cy: number, k: number): string {
  const fill = s.rad(
    [
      [0, '#ff6f61'],
      [0.7, '#e53935'],
      [1, '#b71c1c'],
    ],
    0.4,
    0.35,
    0.75,
  );
  let seeds = '';
  for (let i = 0; i < 22; i++) {
    const x = between(r, -70, 70);
    const y = between(r, -40, 90);
    if (Math.abs(x) > 80 - (y + 40) * 0.45) continue;
    seeds += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="3" ry="5" fill="#ffe082"/>`;
  }
  return g(
    `translate(${cx} ${cy}) scale(${k})`,
    `<path d="M0 130 C-50 110 -100 40 -96 -20 C-92 -60 -40 -66 0 -56 C40 -66 92 -60 96 -20 C100 40 50 110 0 130 Z" fill="${fill}"/>`,
    seeds,
    `<polygon points="${starPoints(0, -60, 56, 18, 6)}" fill="#43a047"/>`,
    '<rect x="-4" y="-96" width="8" height="30" rx="4" fill="#2e7d32"/>',
  );
}

function banana(s: Svg, i: number): string {
  const fill = s.lin(
    [
      [0, '#fff176'],
      [0.6, '#fdd835'],
      [1, '#f9a825'],
    ],
    0,
    0,
    0,
    1,
  );
  const dy = i * 34;
  return g(
    `translate(0 ${dy}) rotate(${-6 + i * 6} 400 420)`,
    `<path d="M200 330 Q260 520 520 470 Q600 450 620 380 Q630 360 612 362 Q560 430 470 430 Q300 430 230 320 Q214 306 200 330 Z" fill="${fill}"/>`,
    '<path d="M230 340 Q300 450 470 448" stroke="#f57f17" stroke-opacity="0.4" stroke-width="4" fill="none"/>',
    '<path d="M196 332 l-14 -18 l18 -8 Z" fill="#6d4c2f"/><circle cx="616" cy="368" r="7" fill="#5d4037"/>',
  );
}

function watermelon(s: Svg, r: Rand): string {
  let seeds = '';
  for (let i = 0; i < 14; i++) {
    const a = Math.PI + between(r, 0.2, Math.PI - 0.2);
    const d = between(r, 60, 180);
    const x = 400 + Math.cos(a) * d;
    const y = 520 + Math.sin(a) * d * 0.9;
    seeds += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="5" ry="9" fill="#212121" transform="rotate(${f1((a * 180) / Math.PI + 90)} ${f1(x)} ${f1(y)})"/>`;
  }
  const flesh = s.rad(
    [
      [0, '#ff8a80'],
      [1, '#e53935'],
    ],
    0.5,
    1,
    1,
  );
  return [
    '<path d="M160 520 A240 240 0 0 1 640 520 Z" fill="#2e7d32"/>',
    '<path d="M176 520 A224 224 0 0 1 624 520 Z" fill="#c5e1a5"/>',
    `<path d="M196 520 A204 204 0 0 1 604 520 Z" fill="${flesh}"/>`,
    seeds,
    '<path d="M160 520 L640 520 L630 545 Q400 575 170 545 Z" fill="#1b5e20"/>',
  ].join('');
}

function melon(s: Svg, r: Rand, color: string): string {
  const fill = s.rad(
    [
      [0, mix(color, '#ffffff', 0.3)],
      [1, mix(color, '#000000', 0.2)],
    ],
    0.4,
    0.35,
    0.75,
  );
  let net = '';
  for (let i = 0; i < 9; i++) {
    const x = 250 + i * 38 + between(r, -8, 8);
    net += `M${f1(x)} ${f1(300 + between(r, 0, 20))} Q${f1(x + between(r, -30, 30))} 430 ${f1(x + between(r, -10, 10))} ${f1(560 - between(r, 0, 20))} `;
  }
  return `<ellipse cx="400" cy="430" rx="200" ry="150" fill="${fill}"/><path d="${net}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="4" fill="none"/><path d="M392 282 q4 -24 18 -32" stroke="#6d4c2f" stroke-width="8" fill="none" stroke-linecap="round"/>`;
}

function pineapple(s: Svg): string {
  const fill = s.rad(
    [
      [0, '#ffd54f'],
      [1, '#e0a100'],
    ],
    0.45,
    0.4,
    0.7,
  );
  let grid = '';
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 8; col++) {
      const x = 400 + (col - 3.5 + (row % 2) * 0.5) * 30;
      const y = 330 + row * 30;
      if (((x - 400) / 118) ** 2 + ((y - 450) / 140) ** 2 > 0.85) continue;
      grid += `M${f1(x - 9)} ${f1(y)} L${f1(x)} ${f1(y - 9)} L${f1(x + 9)} ${f1(y)} L${f1(x)} ${f1(y + 9)} Z `;
    }
  }
  let crown = '';
  for (let i = 0; i < 9; i++) {
    const a = -60 + i * 15;
    crown += `<path d="M400 320 Q${f1(400 + a * 0.9)} ${f1(230 - Math.abs(a) * 0.4)} ${f1(400 + a * 2.2)} ${f1(150 + Math.abs(a) * 1.2)} Q${f1(400 + a * 0.4)} 250 400 320 Z" fill="${i % 2 === 0 ? '#2e7d32' : '#43a047'}"/>`;
  }
  return `${crown}<ellipse cx="400" cy="450" rx="125" ry="150" fill="${fill}"/><path d="${grid}" fill="none" stroke="#b07800" stroke-opacity="0.45" stroke-width="3"/>`;
}

function dragonFruit(s: Svg, r: Rand): string {
  const fill = s.rad(
    [
      [0, '#f48fb1'],
      [0.7, '#e91e63'],
      [1, '#ad1457'],
    ],
    0.4,
    0.35,
    0.75,
  );
  let scales = '';
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 + r() * 0.3;
    const x = 400 + Math.cos(a) * 120;
    const y = 430 + Math.sin(a) * 132;
    const tip = a - 0.5;
    scales += `<path d="M${f1(x - Math.cos(a + 1.2) * 22)} ${f1(y - Math.sin(a + 1.2) * 22)} Q${f1(x + Math.cos(tip) * 30)} ${f1(y + Math.sin(tip) * 30)} ${f1(x + Math.cos(tip) * 62)} ${f1(y + Math.sin(tip) * 62)} Q${f1(x + Math.cos(a) * 16)} ${f1(y + Math.sin(a) * 16)} ${f1(x + Math.cos(a + 1.2) * 22)} ${f1(y + Math.sin(a + 1.2) * 22)} Z" fill="#e91e63"/><path d="M${f1(x + Math.cos(tip) * 40)} ${f1(y + Math.sin(tip) * 40)} L${f1(x + Math.cos(tip) * 62)} ${f1(y + Math.sin(tip) * 62)}" stroke="#7cb342" stroke-width="8" stroke-linecap="round"/>`;
  }
  return `<ellipse cx="400" cy="430" rx="150" ry="165" fill="${fill}"/>${scales}`;
}

const drawFruit: Draw = (s, r, name) => {
  if (has(name, '葡萄', '提子')) return grapes(s, r, has(name, '阳光玫瑰', '青提') ? '#9ccc65' : '#6a1b9a', false);
  if (has(name, '蓝莓')) return grapes(s, r, '#3f51b5', true);
  if (has(name, '草莓')) return [strawberry(s, r, 310, 440, 0.95), strawberry(s, r, 500, 430, 0.95), strawberry(s, r, 405, 500, 1.1)].join('');
  if (has(name, '圣女果'))
    return [
      roundVeg(s, r, 330, 470, 70, '#e53935', 'tomato'),
      roundVeg(s, r, 470, 470, 70, '#e53935', 'tomato'),
      roundVeg(s, r, 400, 530, 76, '#d32f2f', 'tomato'),
    ].join('');
  if (has(name, '香蕉')) return [banana(s, 0), banana(s, 1), banana(s, 2)].join('');
  if (has(name, '芒果', '木瓜')) return [apple(s, r, 330, 450, 1, '#ffb300', true), apple(s, r, 480, 460, 1.05, '#fb8c00', true)].join('');
  if (has(name, '西瓜')) return watermelon(s, r);
  if (has(name, '瓜')) return melon(s, r, has(name, '哈密') ? '#f9a825' : '#c0ca33');
  if (has(name, '凤梨', '菠萝')) return pineapple(s);
  if (has(name, '火龙果')) return dragonFruit(s, r);
  if (has(name, '橙', '橘', '柑', '柚')) {
    const c = has(name, '沃柑', '砂糖') ? '#ff8f00' : '#fb8c00';
    return [citrus(s, r, 310, 430, 105, c, false), citrus(s, r, 490, 440, 100, c, false), citrus(s, r, 420, 530, 80, c, true)].join('');
  }
  if (has(name, '梨')) {
    const c = has(name, '香梨') ? '#c0ca33' : '#e6c43a';
    return [apple(s, r, 320, 450, 1, c, true), apple(s, r, 480, 460, 1.05, c, true)].join('');
  }
  const color = has(name, '嘎啦') ? '#e64a19' : pickOf(r, ['#d32f2f', '#c62828', '#e53935']);
  return [
    apple(s, r, 300, 400, 0.95, color, false),
    apple(s, r, 500, 410, 0.95, mix(color, '#ffb300', 0.2), false),
    apple(s, r, 400, 480, 1.15, color, false),
  ].join('');
};

function drumstick(s: Svg, r: Rand, cx: number, cy: number, rot: number, k: number, skin: string): string {
  const fill = s.rad(
    [
      [0, mix(skin, '#ffffff', 0.45)],
      [0.7, skin],
      [1, mix(skin, '#8d4a2a', 0.35)],
    ],
    0.4,
    0.35,
    0.75,
  );
  let pores = '';
  for (let i = 0; i < 14; i++)
    pores += `<circle cx="${f1(between(r, -150, 20))}" cy="${f1(between(r, -40, 40))}" r="2.2" fill="${mix(skin, '#8d4a2a', 0.3)}" opacity="0.45"/>`;
  return g(
    `translate(${cx} ${cy}) rotate(${rot}) scale(${k})`,
    '<rect x="30" y="-11" width="110" height="22" rx="11" fill="#f7f1e3" stroke="#e2d6bf" stroke-width="2"/>',
    '<circle cx="146" cy="-14" r="17" fill="#f7f1e3" stroke="#e2d6bf" stroke-width="2"/><circle cx="146" cy="14" r="17" fill="#f7f1e3" stroke="#e2d6bf" stroke-width="2"/><rect x="128" y="-12" width="20" height="24" fill="#f7f1e3"/>',
    `<path d="M60 0 C40 -24 0 -66 -80 -70 C-160 -72 -190 -10 -170 34 C-150 76 -60 72 -10 44 C20 28 44 14 60 0 Z" fill="${fill}"/>`,
    pores,
    '<ellipse cx="-100" cy="-34" rx="44" ry="14" fill="#ffffff" opacity="0.35" transform="rotate(-8 -100 -34)"/>',
  );
}

const drawMeat: Draw = (s, r, name) => {
  const board = s.lin(
    [
      [0, '#d7a86e'],
      [1, '#a8733c'],
    ],
    0,
    0,
    0,
    1,
  );
  const out: string[] = [
    `<rect x="170" y="470" width="460" height="120" rx="28" fill="${board}"/>`,
    '<rect x="170" y="470" width="460" height="30" rx="15" fill="#e7bf8a"/>',
    '<path d="M200 530 Q400 520 600 535 M210 560 Q400 550 590 565" stroke="#8d5a2b" stroke-opacity="0.3" stroke-width="3" fill="none"/>',
    '<circle cx="590" cy="520" r="12" fill="#8d5a2b" opacity="0.5"/>',
  ];
  if (has(name, '鸡', '鸭', '禽')) {
    const skin = has(name, '鸭') ? '#f1c29f' : '#f6cfb0';
    out.push(drumstick(s, r, 330, 420, -28, 1, skin), drumstick(s, r, 450, 455, -8, 1.05, skin));
    return out.join('');
  }
  const beef = has(name, '牛');
  const lamb = has(name, '羊');
  const red = beef ? '#b71c1c' : lamb ? '#d84343' : '#e57373';
  const fill = s.rad(
    [
      [0, mix(red, '#ffffff', 0.2)],
      [0.75, red],
      [1, mix(red, '#000000', 0.25)],
    ],
    0.45,
    0.4,
    0.7,
  );
  if (has(name, '馅', '丁')) {
    out.push(`<path d="${blobPath(r, 400, 430, 190, 85, 0.05)}" fill="${fill}"/>`);
    for (let i = 0; i < 70; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r());
      out.push(
        `<circle cx="${f1(400 + Math.cos(a) * 170 * d)}" cy="${f1(430 + Math.sin(a) * 70 * d)}" r="${f1(between(r, 4, 8))}" fill="${pickOf(r, ['#ffcdd2', '#c62828', '#ef9a9a'])}" opacity="0.8"/>`,
      );
    }
    return out.join('');
  }
  if (has(name, '排', '蝎子')) {
    for (let i = 0; i < 4; i++)
      out.push(`<rect x="${282 + i * 70}" y="262" width="28" height="200" rx="14" fill="#f5efe2" stroke="#e0d3bb" stroke-width="3"/>`);
  }
  out.push(`<path d="${blobPath(r, 400, 420, 210, 105, 0.06, 10)}" fill="${fill}"/>`);
  out.push(`<path d="M210 400 Q240 320 400 314 Q560 318 604 396 Q560 350 400 346 Q250 350 210 400 Z" fill="#fff3e6" opacity="0.95"/>`);
  let marble = '';
  for (let i = 0; i < (beef ? 9 : 5); i++) {
    const x = between(r, 260, 520);
    const y = between(r, 380, 480);
    marble += `M${f1(x)} ${f1(y)} q${f1(between(r, 20, 50))} ${f1(between(r, -20, 20))} ${f1(between(r, 50, 90))} ${f1(between(r, -10, 10))} `;
  }
  out.push(`<path d="${marble}" stroke="#ffffff" stroke-opacity="0.65" stroke-width="${beef ? 4 : 6}" fill="none" stroke-linecap="round"/>`);
  if (!has(name, '排', '蝎子') && r() < 0.5) out.push('<circle cx="480" cy="440" r="22" fill="#f5efe2"/><circle cx="480" cy="440" r="10" fill="#e0c9a6"/>');
  out.push('<ellipse cx="320" cy="380" rx="60" ry="14" fill="#ffffff" opacity="0.2"/>');
  return out.join('');
};

function fish(s: Svg, cx: number, cy: number, k: number, stretch: number, back: string, belly: string): string {
  const body = s.lin(
    [
      [0, back],
      [0.55, mix(back, belly, 0.6)],
      [1, belly],
    ],
    0,
    0,
    0,
    1,
  );
  let scales = '';
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 7; i++) {
      const x = -90 + i * 32 + (row % 2) * 16;
      const y = -30 + row * 26;
      scales += `M${x} ${y} q10 12 0 24 `;
    }
  }
  return g(
    `translate(${cx} ${cy}) scale(${f1(k * stretch * 100) / 100} ${k})`,
    `<path d="M-40 -66 Q20 -120 110 -60 Q40 -70 -10 -60 Z" fill="${mix(back, '#000000', 0.15)}"/>`,
    `<path d="M-210 0 C-150 -90 60 -110 160 -20 L230 -80 Q215 0 230 80 L160 20 C60 110 -150 90 -210 0 Z" fill="${body}"/>`,
    `<path d="${scales}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3" fill="none"/>`,
    `<path d="M-130 -52 Q-105 0 -130 52" stroke="${mix(back, '#000000', 0.25)}" stroke-opacity="0.5" stroke-width="5" fill="none"/>`,
    `<path d="M-60 30 Q-30 70 10 60 Q-20 44 -60 30 Z" fill="${mix(back, '#ffffff', 0.2)}" opacity="0.8"/>`,
    `<circle cx="-165" cy="-12" r="14" fill="#ffffff"/><circle cx="-163" cy="-12" r="8" fill="#212121"/><circle cx="-160" cy="-15" r="3" fill="#ffffff"/>`,
    '<path d="M-206 6 q10 6 20 2" stroke="#00000055" stroke-width="3" fill="none"/>',
  );
}

function iceBed(r: Rand): string {
  let out = '';
  for (let i = 0; i < 14; i++) {
    const x = between(r, 190, 610);
    const y = between(r, 540, 595);
    const sz = between(r, 26, 40);
    out += `<rect x="${f1(x - sz / 2)}" y="${f1(y - sz / 2)}" width="${f1(sz)}" height="${f1(sz)}" rx="8" fill="#e3f2fd" stroke="#90caf9" stroke-width="2" opacity="0.95" transform="rotate(${f1(between(r, -25, 25))} ${f1(x)} ${f1(y)})"/>`;
  }
  return out;
}

function shrimp(s: Svg, cx: number, cy: number, k: number, flip: boolean, peeled: boolean): string {
  const light = peeled ? '#ffe0d2' : '#ffab76';
  const dark = peeled ? '#ff9e80' : '#e8582a';
  const fill = s.lin(
    [
      [0, light],
      [1, dark],
    ],
    0,
    0,
    1,
    1,
  );
  const R = 78;
  const at = (t: number, off: number): [number, number] => {
    const a = ((-60 - t * 235) * Math.PI) / 180;
    const w = 36 * (1 - 0.62 * t);
    return [Math.cos(a) * (R + off * w), Math.sin(a) * (R + off * w)];
  };
  const outer: string[] = [];
  const inner: string[] = [];
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    const o = at(t, 1);
    const n = at(t, -1);
    outer.push(`${f1(o[0])} ${f1(o[1])}`);
    inner.unshift(`${f1(n[0])} ${f1(n[1])}`);
  }
  let segs = '';
  for (let i = 1; i <= 6; i++) {
    const t = i * 0.13;
    const o = at(t, 1);
    const n = at(t, -1);
    segs += `M${f1(n[0])} ${f1(n[1])} L${f1(o[0])} ${f1(o[1])} `;
  }
  const end = at(1, 0);
  const endA = ((-60 - 235) * Math.PI) / 180 - Math.PI / 2;
  const tail = g(
    `translate(${f1(end[0])} ${f1(end[1])}) rotate(${f1((endA * 180) / Math.PI)})`,
    `<path d="M0 -4 L46 -30 Q54 0 46 30 L0 4 Z" fill="${dark}"/><path d="M2 0 L40 -14 L40 14 Z" fill="${light}" opacity="0.6"/>`,
  );
  let legs = '';
  for (let i = 0; i < 5; i++) {
    const p0 = at(0.08 + i * 0.09, -1);
    legs += `M${f1(p0[0])} ${f1(p0[1])} l${f1(-p0[0] * 0.22)} ${f1(-p0[1] * 0.22)} `;
  }
  const h = at(0, 0);
  const head = peeled
    ? ''
    : `<path d="${legs}" stroke="${dark}" stroke-width="4" stroke-linecap="round"/><ellipse cx="${f1(h[0] + 18)}" cy="${f1(h[1] - 6)}" rx="50" ry="34" fill="${fill}" transform="rotate(-30 ${f1(h[0] + 18)} ${f1(h[1] - 6)})"/><circle cx="${f1(h[0] + 40)}" cy="${f1(h[1] - 22)}" r="7" fill="#212121"/><path d="M${f1(h[0] + 60)} ${f1(h[1] - 20)} Q${f1(h[0] + 170)} ${f1(h[1] - 120)} ${f1(h[0] + 220)} ${f1(h[1] - 40)} M${f1(h[0] + 58)} ${f1(h[1] - 14)} Q${f1(h[0] + 150)} ${f1(h[1] - 60)} ${f1(h[0] + 190)} ${f1(h[1] + 20)}" stroke="${dark}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
  return g(
    `translate(${cx} ${cy}) scale(${flip ? -k : k} ${k})`,
    tail,
    `<path d="M${outer.join(' L')} L${inner.join(' L')} Z" fill="${fill}"/>`,
    `<path d="${segs}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3"/>`,
    head,
  );
}

function shell(s: Svg, cx: number, cy: number, k: number, color: string, rot: number): string {
  const fill = s.rad(
    [
      [0, mix(color, '#ffffff', 0.45)],
      [1, color],
    ],
    0.5,
    0.9,
    0.9,
  );
  let ribs = '';
  let edge = 'M-100 0';
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI + (i / 8) * Math.PI;
    ribs += `M0 40 L${f1(Math.cos(a) * 110)} ${f1(Math.sin(a) * 110)} `;
    if (i > 0) {
      const a0 = Math.PI + ((i - 0.5) / 8) * Math.PI;
      edge += ` Q${f1(Math.cos(a0) * 128)} ${f1(Math.sin(a0) * 128)} ${f1(Math.cos(a) * 110)} ${f1(Math.sin(a) * 110)}`;
    }
  }
  return g(
    `translate(${cx} ${cy}) rotate(${rot}) scale(${k})`,
    `<path d="${edge} L40 40 L-40 40 Z" fill="${fill}"/>`,
    `<path d="${ribs}" stroke="${mix(color, '#000000', 0.25)}" stroke-opacity="0.45" stroke-width="4"/>`,
    `<path d="M-44 40 L-30 70 L30 70 L44 40 Z" fill="${mix(color, '#000000', 0.1)}"/>`,
  );
}

function bowl(s: Svg, r: Rand, y = 440): { back: string; front: string } {
  const palette = pickOf(r, [
    ['#ffffff', '#dfe6ee', '#4f83cc'],
    ['#f6efe4', '#d8c6a8', '#a0522d'],
    ['#fafafa', '#e0e0e0', '#c62828'],
    ['#fdf6ec', '#e5d3b8', '#2e7d32'],
  ] as const);
  const body = s.lin(
    [
      [0, palette[0]],
      [1, palette[1]],
    ],
    0,
    0,
    0,
    1,
  );
  return {
    back: `<ellipse cx="400" cy="${y}" rx="200" ry="40" fill="${mix(palette[1], '#000000', 0.12)}"/>`,
    front: `<path d="M200 ${y} Q206 ${y + 150} 400 ${y + 158} Q594 ${y + 150} 600 ${y} Q400 ${y + 50} 200 ${y} Z" fill="${body}"/><path d="M228 ${y + 44} Q400 ${y + 90} 572 ${y + 44}" stroke="${palette[2]}" stroke-width="6" fill="none" opacity="0.8"/><ellipse cx="400" cy="${y + 158}" rx="70" ry="10" fill="${palette[1]}"/>`,
  };
}

function heap(r: Rand, count: number, item: (x: number, y: number, i: number) => string, cy = 430, rx = 180, ry = 60): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    const x = 400 + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d - (1 - d) * 50;
    pts.push([x, y]);
  }
  pts.sort((p, q) => p[1] - q[1]);
  return pts.map(([x, y], i) => item(x, y, i)).join('');
}

const drawSeafood: Draw = (s, r, name) => {
  if (has(name, '虾')) {
    const peeled = has(name, '虾仁');
    return [iceBed(r), shrimp(s, 300, 440, 0.95, true, peeled), shrimp(s, 500, 450, 0.95, false, peeled)].join('');
  }
  if (has(name, '蛤', '贝', '蛏', '蚌')) {
    const c = has(name, '扇贝') ? '#ef8a62' : has(name, '贻贝') ? '#37474f' : '#c9b79c';
    return [shell(s, 300, 480, 1, c, -15), shell(s, 500, 490, 0.95, mix(c, '#ffffff', 0.15), 12), shell(s, 400, 540, 1.1, c, 0)].join('');
  }
  if (has(name, '紫菜')) {
    let stack = '';
    for (let i = 0; i < 5; i++) {
      const y = 560 - i * 22;
      stack += `<ellipse cx="400" cy="${y + 8}" rx="190" ry="52" fill="#1f1b24"/><ellipse cx="400" cy="${y}" rx="190" ry="52" fill="${i === 4 ? '#3b3147' : '#2c2534'}"/>`;
    }
    let wrinkles = '';
    for (let i = 0; i < 12; i++) {
      const x = between(r, 260, 540);
      const y = between(r, 450, 490);
      wrinkles += `M${f1(x)} ${f1(y)} q${f1(between(r, 10, 30))} ${f1(between(r, -8, 8))} ${f1(between(r, 30, 60))} 0 `;
    }
    return `${stack}<path d="${wrinkles}" stroke="#6a5a7a" stroke-opacity="0.6" stroke-width="3" fill="none"/><rect x="370" y="420" width="60" height="150" fill="#c62828" opacity="0.9"/>`;
  }
  if (has(name, '海带', '裙带')) {
    const b = bowl(s, r);
    let strands = '';
    const n = has(name, '丝', '裙带') ? 11 : 7;
    for (let i = 0; i < n; i++) {
      const x = 400 + (i - (n - 1) / 2) * (300 / (n - 1));
      const wide = !has(name, '丝', '裙带');
      const top = f1(between(r, 250, 300));
      const d = `M${x} 450 C${x - 30} 400 ${x + 30} 350 ${x - 10} ${top}`;
      strands += `<path d="${d}" stroke="${pickOf(r, ['#3e5a2a', '#344d24', '#46652e'])}" stroke-width="${wide ? 34 : f1(between(r, 10, 16))}" fill="none" stroke-linecap="round"/>`;
      if (wide) strands += `<path d="${d}" stroke="#6f8f4e" stroke-opacity="0.45" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    }
    return b.back + strands + b.front;
  }
  const palette: [string, string] = has(name, '黄鱼')
    ? ['#c79a1e', '#fff3c4']
    : has(name, '鲳', '带鱼')
      ? ['#8fa3b3', '#f4f7fa']
      : has(name, '鲈')
        ? ['#4e5d55', '#e7ece6']
        : has(name, '草鱼', '鳙', '鲫', '黑鱼')
          ? ['#5f6b4e', '#e9eadf']
          : ['#4a6f8a', '#eef3f6'];
  return iceBed(r) + fish(s, 400, 430, 1.05, has(name, '带鱼') ? 1.2 : 1, palette[0], palette[1]);
};

function egg(s: Svg, cx: number, cy: number, k: number, color: string, speckled: boolean, r: Rand): string {
  const fill = s.rad(
    [
      [0, mix(color, '#ffffff', 0.55)],
      [0.7, color],
      [1, mix(color, '#000000', 0.15)],
    ],
    0.4,
    0.35,
    0.75,
  );
  let dots = '';
  if (speckled)
    for (let i = 0; i < 10; i++)
      dots += `<ellipse cx="${f1(cx + between(r, -30, 30) * k)}" cy="${f1(cy + between(r, -40, 40) * k)}" rx="${f1(between(r, 3, 8) * k)}" ry="${f1(between(r, 2, 5) * k)}" fill="#5d4037" opacity="0.7"/>`;
  return `<ellipse cx="${cx}" cy="${cy}" rx="${f1(50 * k)}" ry="${f1(64 * k)}" fill="${fill}"/>${dots}<ellipse cx="${f1(cx - 16 * k)}" cy="${f1(cy - 24 * k)}" rx="${f1(10 * k)}" ry="${f1(16 * k)}" fill="#ffffff" opacity="0.45" transform="rotate(20 ${f1(cx - 16 * k)} ${f1(cy - 24 * k)})"/>`;
}

function carton(s: Svg, r: Rand, label: string): string {
  const hue = pickOf(r, [205, 140, 350, 30, 265]);
  const panel = hsl(hue, 60, 50);
  const panelDark = hsl(hue, 60, 38);
  const front = s.lin(
    [
      [0, '#ffffff'],
      [1, '#eef1f5'],
    ],
    0,
    0,
    0,
    1,
  );
  return [
    '<polygon points="450,260 530,232 530,566 450,595" fill="#dfe5ec"/>',
    `<polygon points="450,440 530,412 530,566 450,595" fill="${panelDark}"/>`,
    '<polygon points="370,186 450,160 530,232 450,260" fill="#e9edf2"/>',
    '<polygon points="366,196 372,178 452,152 448,170" fill="#cfd8dc"/>',
    `<rect x="270" y="260" width="180" height="335" fill="${front}"/>`,
    '<polygon points="270,260 370,186 450,260" fill="#f7f9fb"/>',
    `<path d="M270 440 Q315 420 360 440 T450 440 L450 595 L270 595 Z" fill="${panel}"/>`,
    text(360, 360, label, 54, panelDark, 'text-anchor="middle" font-weight="700"'),
    text(360, 400, '营养 · 新鲜', 18, '#78909c', 'text-anchor="middle"'),
    `<path d="M360 470 C346 490 340 502 340 512 A20 20 0 0 0 380 512 C380 502 374 490 360 470 Z" fill="#ffffff"/>`,
    '<rect x="280" y="270" width="10" height="310" fill="#ffffff" opacity="0.6"/>',
    `<path d="M180 440 L196 595 L262 595 L278 440 Z" fill="#ffffff" opacity="0.95" stroke="#cfd8dc" stroke-width="3"/>`,
    `<path d="M184 476 L196 595 L262 595 L274 476 Z" fill="${label === '豆浆' || label === '豆奶' ? '#f3e5c0' : '#fffdf6'}"/>`,
    '<ellipse cx="229" cy="476" rx="45" ry="6" fill="#ffffff"/>',
  ].join('');
}

const drawDairy: Draw = (s, r, name) => {
  if (has(name, '黄油', '奶酪')) {
    const plate = '<ellipse cx="400" cy="560" rx="260" ry="50" fill="#ffffff"/><ellipse cx="400" cy="556" rx="220" ry="38" fill="#eef3f6"/>';
    let holes = '';
    if (has(name, '奶酪'))
      for (const [x, y, rr] of [
        [300, 470, 14],
        [360, 510, 9],
        [420, 460, 18],
        [470, 515, 11],
        [330, 530, 7],
      ] as const)
        holes += `<ellipse cx="${x}" cy="${y}" rx="${rr}" ry="${f1(rr * 0.8)}" fill="#e6b422"/>`;
    const wrapper = has(name, '黄油')
      ? '<rect x="260" y="500" width="210" height="64" fill="#ffffff" opacity="0.9"/><rect x="260" y="520" width="210" height="8" fill="#1565c0"/>'
      : '';
    return plate + cuboid(380, 490, 240, 130, 100, ['#fff3b0', '#ffe082', '#f4c84a']) + holes + wrapper;
  }
  if (has(name, '奶', '乳')) {
    const label = has(name, '酸奶', '发酵乳') ? '酸奶' : has(name, '奶粉', '乳粉') ? '奶粉' : has(name, '奶酪') ? '奶酪' : has(name, '黄油') ? '黄油' : '牛奶';
    return carton(s, r, label);
  }
  const quail = has(name, '鹌鹑');
  const duck = has(name, '鸭蛋', '咸');
  const color = duck ? '#d6ebe2' : has(name, '皮蛋') ? '#9e8c72' : has(name, '土鸡', '富硒') ? '#e8c49c' : pickOf(r, ['#f0d2ad', '#f7efe4', '#ecc9a0']);
  const tray = s.lin(
    [
      [0, '#efe2cc'],
      [1, '#d8c4a2'],
    ],
    0,
    0,
    0,
    1,
  );
  const cols = quail ? 4 : 3;
  const k = quail ? 0.62 : 1;
  const dx = quail ? 86 : 120;
  const out: string[] = [`<polygon points="200,420 600,420 640,520 160,520" fill="#e3d3b8"/>`];
  for (let i = 0; i < cols; i++) out.push(egg(s, 400 + (i - (cols - 1) / 2) * dx, quail ? 410 : 390, k * 0.92, color, quail, r));
  out.push(`<polygon points="170,470 630,470 650,590 150,590" fill="${tray}"/>`);
  for (let i = 0; i < cols; i++) out.push(egg(s, 400 + (i - (cols - 1) / 2) * (dx * 1.1), quail ? 470 : 455, k, color, quail, r));
  out.push('<path d="M150 590 L650 590 L640 560 L160 560 Z" fill="#cdb48c"/>');
  let cups = 'M170 520';
  for (let i = 0; i < 6; i++) cups += ` q${f1(480 / 12)} 30 ${f1(480 / 6)} 0`;
  out.push(`<path d="${cups}" stroke="#c4a97e" stroke-width="4" fill="none"/>`);
  return out.join('');
};

function cuboid(cx: number, cy: number, w: number, h: number, d: number, colors: [string, string, string]): string {
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  return [
    `<polygon points="${f1(x0)},${f1(y0)} ${f1(x0 + d)},${f1(y0 - d * 0.6)} ${f1(x0 + w + d)},${f1(y0 - d * 0.6)} ${f1(x0 + w)},${f1(y0)}" fill="${colors[0]}"/>`,
    `<rect x="${f1(x0)}" y="${f1(y0)}" width="${f1(w)}" height="${f1(h)}" fill="${colors[1]}"/>`,
    `<polygon points="${f1(x0 + w)},${f1(y0)} ${f1(x0 + w + d)},${f1(y0 - d * 0.6)} ${f1(x0 + w + d)},${f1(y0 + h - d * 0.6)} ${f1(x0 + w)},${f1(y0 + h)}" fill="${colors[2]}"/>`,
  ].join('');
}

const drawTofu: Draw = (s, r, name) => {
  if (has(name, '豆浆', '豆奶')) return carton(s, r, has(name, '豆奶') ? '豆奶' : '豆浆');
  const plate = `<ellipse cx="400" cy="560" rx="260" ry="50" fill="#ffffff"/><ellipse cx="400" cy="556" rx="220" ry="38" fill="#eef3f6"/>`;
  const leafs =
    '<path d="M170 540 Q230 470 330 520 Q240 560 170 540 Z" fill="#66bb6a"/><path d="M180 538 Q250 510 320 520" stroke="#388e3c" stroke-width="3" fill="none"/>';
  if (has(name, '千张', '豆皮', '腐皮', '腐竹')) {
    const colors: [string, string, string] = ['#f8e7b0', '#ecd28e', '#dcbc70'];
    let stack = '';
    for (let i = 0; i < 6; i++) stack += cuboid(390 + between(r, -6, 6), 520 - i * 26, 300, 16, 70, colors);
    return plate + leafs + stack;
  }
  const colors: [string, string, string] = has(name, '白豆干')
    ? ['#f5e6bd', '#e9d39c', '#d9bf82']
    : has(name, '豆干', '五香', '素鸡')
      ? ['#b7814a', '#9c6a36', '#84582b']
      : has(name, '油豆腐', '豆泡')
        ? ['#f2b84b', '#dd9a2c', '#c4831f']
        : has(name, '冻豆腐')
          ? ['#f6f1e4', '#e5dcc4', '#d4c8aa']
          : ['#fffdf5', '#f3ebd5', '#e2d6b6'];
  let holes = '';
  if (has(name, '冻豆腐'))
    for (let i = 0; i < 30; i++)
      holes += `<circle cx="${f1(between(r, 250, 470))}" cy="${f1(between(r, 430, 540))}" r="${f1(between(r, 2, 5))}" fill="#c9bb98"/>`;
  const drops = [0, 1, 2]
    .map(() => `<ellipse cx="${f1(between(r, 280, 440))}" cy="${f1(between(r, 350, 380))}" rx="6" ry="4" fill="#ffffff" opacity="0.8"/>`)
    .join('');
  return plate + leafs + cuboid(360, 480, 240, 130, 110, colors) + holes + drops + cuboid(540, 520, 110, 70, 60, colors);
};

function bottle(s: Svg, r: Rand, label: string): string {
  const dark = label === '醋' ? '#3e1f10' : label === '料酒' ? '#6d3b12' : '#2b150b';
  const glass = s.lin(
    [
      [0, mix(dark, '#000000', 0.3)],
      [0.35, mix(dark, '#ffffff', 0.15)],
      [1, mix(dark, '#000000', 0.4)],
    ],
    0,
    0,
    1,
    0,
  );
  const cap = pickOf(r, ['#c62828', '#d84315', '#f9a825', '#2e7d32']);
  return [
    `<path d="M378 150 L422 150 L422 228 Q470 256 478 320 L478 560 Q478 595 444 595 L356 595 Q322 595 322 560 L322 320 Q330 256 378 228 Z" fill="${glass}"/>`,
    `<rect x="372" y="118" width="56" height="42" rx="8" fill="${cap}"/>`,
    `<rect x="336" y="360" width="128" height="170" rx="10" fill="#fff8e7"/>`,
    `<rect x="344" y="368" width="112" height="154" rx="6" fill="none" stroke="${cap}" stroke-width="3"/>`,
    text(400, label.length > 1 ? 440 : 456, label, label.length > 1 ? 40 : 64, cap, 'text-anchor="middle" font-weight="700"'),
    text(400, 500, '酿造', 20, '#6d4c41', 'text-anchor="middle"'),
    '<rect x="336" y="290" width="12" height="260" rx="6" fill="#ffffff" opacity="0.25"/>',
    `<ellipse cx="560" cy="575" rx="70" ry="18" fill="#ffffff" stroke="#e0e0e0" stroke-width="3"/><ellipse cx="560" cy="573" rx="50" ry="11" fill="${dark}"/>`,
  ].join('');
}

function jar(s: Svg, r: Rand, label: string, content: string, crystals: boolean): string {
  const lid = pickOf(r, ['#e53935', '#1e88e5', '#43a047', '#fb8c00']);
  let bits = '';
  if (crystals)
    for (let i = 0; i < 40; i++)
      bits += `<rect x="${f1(between(r, 300, 495))}" y="${f1(between(r, 400, 580))}" width="6" height="6" fill="#ffffff" opacity="0.8" transform="rotate(45 ${f1(between(r, 300, 495))} ${f1(between(r, 400, 580))})"/>`;
  const glass = s.lin(
    [
      [0, '#ffffff', 0.55],
      [0.5, '#ffffff', 0.15],
      [1, '#ffffff', 0.5],
    ],
    0,
    0,
    1,
    0,
  );
  return [
    `<path d="M292 340 Q292 320 312 320 L488 320 Q508 320 508 340 L508 560 Q508 595 472 595 L328 595 Q292 595 292 560 Z" fill="${content}"/>`,
    bits,
    `<path d="M280 300 Q280 282 300 282 L500 282 Q520 282 520 300 L520 560 Q520 600 480 600 L320 600 Q280 600 280 560 Z" fill="${glass}" stroke="#b0bec5" stroke-width="3"/>`,
    `<rect x="270" y="236" width="260" height="56" rx="12" fill="${lid}"/>`,
    `<path d="M290 244 L290 284 M320 244 L320 284 M350 244 L350 284 M380 244 L380 284 M410 244 L410 284 M440 244 L440 284 M470 244 L470 284 M500 244 L500 284" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4"/>`,
    `<rect x="310" y="360" width="180" height="110" rx="12" fill="#ffffff" opacity="0.95"/>`,
    text(400, label.length > 2 ? 428 : 438, label, label.length > 2 ? 40 : 56, lid, 'text-anchor="middle" font-weight="700"'),
    '<rect x="296" y="310" width="12" height="260" rx="6" fill="#ffffff" opacity="0.5"/>',
  ].join('');
}

function spices(s: Svg, r: Rand): string {
  const b = bowl(s, r);
  const items = heap(r, 22, (x, y, i) => {
    if (i % 3 === 0)
      return `<polygon points="${starPoints(x, y, 30, 12, 8, r() * 3)}" fill="#8d4a24" stroke="#5d2f14" stroke-width="2"/><circle cx="${f1(x)}" cy="${f1(y)}" r="5" fill="#5d2f14"/>`;
    if (i % 3 === 1)
      return `<rect x="${f1(x - 40)}" y="${f1(y - 8)}" width="80" height="16" rx="8" fill="#a0522d" transform="rotate(${f1(between(r, -30, 30))} ${f1(x)} ${f1(y)})"/>`;
    return `<circle cx="${f1(x)}" cy="${f1(y)}" r="9" fill="#b23a1d"/><circle cx="${f1(x + 14)}" cy="${f1(y + 4)}" r="8" fill="#8e2b14"/>`;
  });
  return b.back + items + b.front;
}

const drawSeasoning: Draw = (s, r, name) => {
  if (has(name, '酱油', '生抽', '老抽')) return bottle(s, r, '酱油');
  if (has(name, '醋')) return bottle(s, r, '醋');
  if (has(name, '料酒', '黄酒')) return bottle(s, r, '料酒');
  if (has(name, '八角', '花椒', '桂皮', '香叶')) return spices(s, r);
  if (has(name, '酱', '蚝油', '沙司')) return jar(s, r, has(name, '蚝油') ? '蚝油' : '酱', has(name, '番茄') ? '#d32f2f' : '#6d3b1e', false);
  if (has(name, '红糖')) return jar(s, r, '红糖', '#8d5524', false);
  if (has(name, '糖')) return jar(s, r, '糖', '#fbfbf7', true);
  if (has(name, '盐')) return jar(s, r, '盐', '#f4f7fa', true);
  if (has(name, '鸡精', '鸡粉')) return jar(s, r, '鸡精', '#f2d16b', true);
  if (has(name, '味精')) return jar(s, r, '味精', '#fafafa', true);
  if (has(name, '五香')) return jar(s, r, '五香粉', '#9c6b3c', false);
  return jar(s, r, '调味', '#e8c07a', true);
};

function noodleBundle(r: Rand, color: string, wavy: boolean, width: number, label: string): string {
  let strands = '';
  for (let i = 0; i < 46; i++) {
    const y = between(r, 350, 520);
    const bend = wavy ? 40 : 4;
    strands += `<path d="M${f1(between(r, 180, 200))} ${f1(y)} C300 ${f1(y + between(r, -bend, bend))} 500 ${f1(y + between(r, -bend, bend))} ${f1(between(r, 600, 620))} ${f1(y + between(r, -bend / 4, bend / 4))}" stroke="${mix(color, '#000000', between(r, 0, 0.14))}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
  }
  if (!label)
    return `${strands}<rect x="300" y="380" width="26" height="110" rx="8" fill="#c62828"/><rect x="474" y="380" width="26" height="110" rx="8" fill="#c62828"/>`;
  const paper = pickOf(r, ['#c62828', '#1565c0', '#2e7d32', '#ef6c00']);
  return `${strands}<rect x="320" y="350" width="160" height="170" rx="10" fill="#fffaf0" stroke="${paper}" stroke-width="5"/><rect x="320" y="350" width="160" height="36" rx="10" fill="${paper}"/>${text(400, 376, '精制面条', 20, '#ffffff', 'text-anchor="middle" font-weight="700"')}${text(400, 462, label, 48, paper, 'text-anchor="middle" font-weight="700"')}<path d="M340 484 L460 484" stroke="${paper}" stroke-width="3" stroke-dasharray="6 5"/>`;
}

const drawDried: Draw = (s, r, name) => {
  if (has(name, '粉丝', '粉条', '米粉', '宽粉')) return noodleBundle(r, has(name, '红薯') ? '#b89a86' : '#f3efe4', true, has(name, '宽粉') ? 14 : 5, '');
  const b = bowl(s, r);
  let item: (x: number, y: number, i: number) => string;
  let count = 16;
  if (has(name, '菇', '菌', '竹荪')) {
    const cap = has(name, '茶树') ? '#a1764b' : has(name, '猴头', '竹荪') ? '#eadbb8' : '#6d4024';
    item = (x, y) =>
      `<path d="${blobPath(r, x, y, 44, 30, 0.1, 8)}" fill="${cap}"/>${has(name, '花菇') ? `<path d="M${f1(x - 26)} ${f1(y - 6)} l14 8 l10 -12 l12 10 l14 -6" stroke="#f4e6cc" stroke-width="3" fill="none"/>` : ''}<ellipse cx="${f1(x - 12)}" cy="${f1(y - 10)}" rx="12" ry="6" fill="#ffffff" opacity="0.2"/>`;
    count = 11;
  } else if (has(name, '木耳')) {
    item = (x, y) => `<path d="${blobPath(r, x, y, 40, 26, 0.3, 8)}" fill="${pickOf(r, ['#2b2422', '#3b302c', '#1f1a18'])}"/>`;
    count = 16;
  } else if (has(name, '银耳')) {
    item = (x, y) => `<path d="${blobPath(r, x, y, 48, 34, 0.28, 10)}" fill="${pickOf(r, ['#f5e6b8', '#efdba0', '#f8edc8'])}"/>`;
    count = 9;
  } else if (has(name, '枸杞')) {
    item = (x, y) =>
      `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="12" ry="6" fill="${pickOf(r, ['#d32f2f', '#e53935', '#c62828'])}" transform="rotate(${f1(between(r, 0, 180))} ${f1(x)} ${f1(y)})"/>`;
    count = 90;
  } else if (has(name, '枣')) {
    item = (x, y) =>
      `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="30" ry="20" fill="${pickOf(r, ['#9b1b1b', '#b71c1c', '#8b1a1a'])}" transform="rotate(${f1(between(r, -40, 40))} ${f1(x)} ${f1(y)})"/><ellipse cx="${f1(x - 8)}" cy="${f1(y - 6)}" rx="9" ry="4" fill="#ffffff" opacity="0.35"/>`;
    count = 22;
  } else if (has(name, '桂圆')) {
    item = (x, y) =>
      `<circle cx="${f1(x)}" cy="${f1(y)}" r="24" fill="${pickOf(r, ['#b07a3a', '#a66d2e', '#c08a48'])}"/><circle cx="${f1(x - 7)}" cy="${f1(y - 7)}" r="6" fill="#ffffff" opacity="0.25"/>`;
    count = 22;
  } else if (has(name, '莲')) {
    item = (x, y) =>
      `<circle cx="${f1(x)}" cy="${f1(y)}" r="18" fill="${pickOf(r, ['#f7efd9', '#efe3c2'])}"/><circle cx="${f1(x)}" cy="${f1(y - 10)}" r="4" fill="#c9b37a"/>`;
    count = 34;
  } else if (has(name, '芝麻')) {
    const black = has(name, '黑');
    item = (x, y) =>
      `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="5" ry="3" fill="${black ? pickOf(r, ['#212121', '#3e3e3e']) : pickOf(r, ['#f3e4c0', '#e8d3a4'])}" transform="rotate(${f1(between(r, 0, 180))} ${f1(x)} ${f1(y)})"/>`;
    count = 320;
  } else if (has(name, '花生')) {
    item = (x, y) =>
      `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="16" ry="11" fill="${pickOf(r, ['#c96a5a', '#b85a4a', '#d27a68'])}" transform="rotate(${f1(between(r, 0, 180))} ${f1(x)} ${f1(y)})"/>`;
    count = 60;
  } else if (has(name, '腰果')) {
    item = (x, y) =>
      `<path d="M${f1(x - 20)} ${f1(y)} Q${f1(x)} ${f1(y - 30)} ${f1(x + 22)} ${f1(y - 4)} Q${f1(x + 8)} ${f1(y - 6)} ${f1(x + 4)} ${f1(y + 10)} Q${f1(x - 10)} ${f1(y + 14)} ${f1(x - 20)} ${f1(y)} Z" fill="#ecd3a0" stroke="#c9a968" stroke-width="2"/>`;
    count = 36;
  } else {
    item = (x, y) =>
      `<path d="${blobPath(r, x, y, 28, 22, 0.25, 9)}" fill="${pickOf(r, ['#c48a4a', '#b27a3c', '#d19a58'])}"/><path d="M${f1(x)} ${f1(y - 18)} L${f1(x)} ${f1(y + 18)}" stroke="#8a5a2a" stroke-width="3"/>`;
    count = 24;
  }
  return b.back + heap(r, count, item) + b.front;
};

function pouchContent(r: Rand, name: string): string {
  const out: string[] = [];
  const inWindow = (fn: (x: number, y: number) => string, count: number) => {
    for (let i = 0; i < count; i++) out.push(fn(between(r, 320, 480), between(r, 350, 450)));
  };
  if (has(name, '饺', '馄饨', '包', '馒头', '饼')) {
    inWindow(
      (x, y) =>
        `<path d="M${f1(x - 28)} ${f1(y + 6)} Q${f1(x)} ${f1(y - 34)} ${f1(x + 28)} ${f1(y + 6)} Q${f1(x)} ${f1(y + 18)} ${f1(x - 28)} ${f1(y + 6)} Z" fill="${has(name, '南瓜') ? '#ffb74d' : '#fffaf0'}" stroke="#e0d5c0" stroke-width="2"/>`,
      7,
    );
  } else if (has(name, '丸', '鱼豆腐')) {
    inWindow((x, y) => `<circle cx="${f1(x)}" cy="${f1(y)}" r="20" fill="${has(name, '鱼') ? '#f5f0e6' : '#a1775a'}" stroke="#00000022" stroke-width="2"/>`, 9);
  } else if (has(name, '虾')) {
    inWindow(
      (x, y) =>
        `<path d="M${f1(x - 20)} ${f1(y)} A20 20 0 1 1 ${f1(x + 16)} ${f1(y + 12)}" stroke="#ff8a65" stroke-width="12" fill="none" stroke-linecap="round"/>`,
      7,
    );
  } else if (has(name, '玉米', '豆', '杂菜', '西兰花')) {
    const colors = has(name, '玉米') ? ['#fdd835', '#fbc02d'] : has(name, '杂菜') ? ['#fdd835', '#43a047', '#fb8c00'] : ['#66bb6a', '#43a047'];
    inWindow((x, y) => `<circle cx="${f1(x)}" cy="${f1(y)}" r="${has(name, '西兰花') ? 16 : 9}" fill="${pickOf(r, colors)}"/>`, has(name, '西兰花') ? 18 : 45);
  } else {
    inWindow((x, y) => `<path d="${blobPath(r, x, y, 34, 16, 0.15, 7)}" fill="${pickOf(r, ['#e57373', '#ef9a9a', '#d9a48a'])}"/>`, 7);
  }
  return out.join('');
}

const drawFrozen: Draw = (s, r, name) => {
  const hue = pickOf(r, [200, 212, 190, 225, 250]);
  const bag = s.lin(
    [
      [0, hsl(hue, 75, 62)],
      [1, hsl(hue + 10, 70, 42)],
    ],
    0,
    0,
    1,
    1,
  );
  let zig = '';
  for (let i = 0; i <= 15; i++) zig += `${250 + i * 20},${i % 2 === 0 ? 190 : 176} `;
  let zigB = '';
  for (let i = 15; i >= 0; i--) zigB += `${250 + i * 20},${i % 2 === 0 ? 590 : 604} `;
  const out: string[] = [
    `<polygon points="${zig}550,210 250,210" fill="${hsl(hue, 60, 55)}"/>`,
    `<polygon points="${zigB.trim()} 250,570 550,570" fill="${hsl(hue, 60, 40)}"/>`,
    `<path d="M250 200 L550 200 Q572 390 550 580 L250 580 Q228 390 250 200 Z" fill="${bag}"/>`,
    `<rect x="250" y="206" width="300" height="10" fill="#ffffff" opacity="0.25"/>`,
    `<circle cx="400" cy="276" r="50" fill="#ffffff" opacity="0.22"/>`,
    snowflake(400, 276, 38, '#ffffff', 6),
    `<rect x="300" y="340" width="200" height="124" rx="22" fill="#ffffff" opacity="0.92"/>`,
    pouchContent(r, name),
    `<rect x="300" y="340" width="200" height="124" rx="22" fill="none" stroke="#ffffff" stroke-width="4"/>`,
    text(400, 530, '速冻锁鲜', 40, '#ffffff', 'text-anchor="middle" font-weight="700"'),
    text(400, 560, '-18℃ 冷冻保存', 18, '#e3f2fd', 'text-anchor="middle"'),
    '<path d="M268 230 Q262 390 268 560" stroke="#ffffff" stroke-opacity="0.3" stroke-width="10" fill="none" stroke-linecap="round"/>',
  ];
  for (let i = 0; i < 6; i++) out.push(sparkle(between(r, 170, 630), between(r, 160, 600), between(r, 8, 16), '#ffffff', 0.9));
  out.push(iceBed(r));
  return out.join('');
};

function broccoli(cx: number, cy: number, k: number): string {
  return g(
    `translate(${cx} ${cy}) scale(${k})`,
    '<path d="M-8 10 L-12 40 L12 40 L8 10 Z" fill="#9ccc65"/>',
    '<circle cx="-14" cy="0" r="16" fill="#2e7d32"/><circle cx="14" cy="0" r="16" fill="#388e3c"/><circle cx="0" cy="-14" r="17" fill="#43a047"/><circle cx="-6" cy="-4" r="5" fill="#66bb6a"/>',
  );
}

function friedEgg(r: Rand, cx: number, cy: number, k: number): string {
  return g(
    `translate(${cx} ${cy}) scale(${k})`,
    `<path d="${blobPath(r, 0, 0, 60, 48, 0.12, 8)}" fill="#ffffff"/>`,
    '<circle cx="6" cy="0" r="22" fill="#ffb300"/><circle cx="0" cy="-6" r="7" fill="#ffe082"/>',
  );
}

function breakfastPlate(s: Svg, r: Rand, name: string): string {
  const drink = has(name, '豆浆') ? '豆浆' : has(name, '酸奶') ? '酸奶' : '牛奶';
  const out: string[] = [g('translate(318 118) scale(0.62)', carton(s, r, drink))];
  out.push('<ellipse cx="370" cy="500" rx="260" ry="104" fill="#ffffff"/><ellipse cx="370" cy="496" rx="220" ry="82" fill="#f1f5f8"/>');
  const bun = s.rad(
    [
      [0, '#ffffff'],
      [1, '#e9dfcb'],
    ],
    0.45,
    0.3,
    0.75,
  );
  for (const [x, y] of [
    [290, 480],
    [410, 490],
  ] as const) {
    out.push(
      `<path d="M${x - 82} ${y + 26} Q${x - 86} ${y - 78} ${x} ${y - 80} Q${x + 86} ${y - 78} ${x + 82} ${y + 26} Q${x} ${y + 44} ${x - 82} ${y + 26} Z" fill="${bun}"/>`,
    );
    out.push(
      `<path d="M${x - 24} ${y - 64} Q${x} ${y - 40} ${x + 24} ${y - 64} M${x} ${y - 78} L${x} ${y - 46} M${x - 12} ${y - 74} L${x - 6} ${y - 50} M${x + 12} ${y - 74} L${x + 6} ${y - 50}" stroke="#d4c3a3" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    );
  }
  out.push(
    '<ellipse cx="520" cy="530" rx="54" ry="40" fill="#ffffff" stroke="#e6e6e6" stroke-width="2"/><circle cx="520" cy="532" r="24" fill="#ffb300"/><circle cx="514" cy="526" r="7" fill="#ffe082"/>',
  );
  out.push(roundVeg(s, r, 230, 548, 26, '#e53935', 'tomato'), roundVeg(s, r, 286, 566, 24, '#d32f2f', 'tomato'));
  return out.join('');
}

const drawMeal: Draw = (s, r, name) => {
  if (has(name, '早餐', '早点', '加餐')) return breakfastPlate(s, r, name);
  const hue = pickOf(r, [190, 20, 145, 340, 210, 40]);
  const tray = s.lin(
    [
      [0, hsl(hue, 55, 62)],
      [1, hsl(hue, 55, 48)],
    ],
    0,
    0,
    0,
    1,
  );
  const well = hsl(hue, 40, 90);
  const out: string[] = [
    `<rect x="140" y="170" width="520" height="410" rx="36" fill="${tray}"/>`,
    `<rect x="140" y="560" width="520" height="24" rx="12" fill="${hsl(hue, 50, 38)}"/>`,
    `<rect x="166" y="196" width="236" height="358" rx="22" fill="${well}"/>`,
    `<rect x="420" y="196" width="214" height="166" rx="22" fill="${well}"/>`,
    `<rect x="420" y="380" width="100" height="174" rx="20" fill="${well}"/>`,
    `<rect x="534" y="380" width="100" height="174" rx="20" fill="${well}"/>`,
  ];
  const rice = has(name, '杂粮') ? ['#f3e6c8', '#d9b98a'] : ['#ffffff', '#f4f1ea'];
  out.push(`<rect x="178" y="208" width="212" height="334" rx="18" fill="${rice[0]}"/>`);
  let grains = '';
  for (let i = 0; i < 150; i++) {
    const x = between(r, 190, 378);
    const y = between(r, 220, 530);
    grains += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="6" ry="3" fill="${rice[1]}" transform="rotate(${f1(between(r, 0, 180))} ${f1(x)} ${f1(y)})"/>`;
  }
  out.push(grains);
  for (let i = 0; i < 9; i++) {
    const x = between(r, 250, 320);
    const y = between(r, 250, 320);
    out.push(`<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="4" ry="2" fill="#212121" transform="rotate(${f1(between(r, 0, 180))} ${f1(x)} ${f1(y)})"/>`);
  }
  const meatColor = has(name, '鱼', '虾') ? '#f3c89a' : has(name, '牛腩', '番茄') ? '#b5452b' : '#9c5a2c';
  const meatFill = s.rad(
    [
      [0, mix(meatColor, '#ffffff', 0.3)],
      [1, meatColor],
    ],
    0.4,
    0.35,
    0.7,
  );
  for (let i = 0; i < 9; i++) {
    const x = 462 + (i % 3) * 62 + between(r, -10, 10);
    const y = 236 + Math.floor(i / 3) * 46 + between(r, -6, 6);
    out.push(
      `<path d="${blobPath(r, x, y, 34, 25, 0.2, 8)}" fill="${meatFill}"/><ellipse cx="${f1(x - 8)}" cy="${f1(y - 8)}" rx="8" ry="4" fill="#ffffff" opacity="0.4"/>`,
    );
  }
  for (let i = 0; i < 6; i++) out.push(`<rect x="${f1(between(r, 450, 600))}" y="${f1(between(r, 230, 335))}" width="10" height="4" rx="2" fill="#7cb342"/>`);
  out.push(broccoli(450, 425, 0.9), broccoli(490, 440, 0.85), broccoli(460, 490, 0.9), broccoli(495, 505, 0.8));
  out.push(`<rect x="442" y="512" width="18" height="8" rx="3" fill="#ff8a65"/><rect x="478" y="470" width="16" height="8" rx="3" fill="#ff8a65"/>`);
  if (r() < 0.5) out.push(friedEgg(r, 584, 468, 0.8));
  else {
    for (let i = 0; i < 8; i++)
      out.push(`<path d="${blobPath(r, between(r, 555, 612), between(r, 405, 530), 16, 12, 0.2, 7)}" fill="${i % 2 === 0 ? '#ffca28' : '#e53935'}"/>`);
  }
  const soup = s.rad(
    [
      [0, '#ffe0b2'],
      [1, '#ffb74d'],
    ],
    0.5,
    0.5,
    0.5,
  );
  out.push(
    `<ellipse cx="628" cy="578" rx="84" ry="34" fill="#ffffff"/><path d="M544 578 Q548 650 628 654 Q708 650 712 578 Z" fill="#ffffff"/><ellipse cx="628" cy="578" rx="70" ry="24" fill="${soup}"/><circle cx="610" cy="574" r="6" fill="#66bb6a"/><circle cx="640" cy="582" r="5" fill="#66bb6a"/><path d="M600 578 q20 -8 40 0" stroke="#fff8e1" stroke-width="4" fill="none"/>`,
  );
  return out.join('');
};

const OBJECTS: Record<string, Draw> = {
  '101': (s, r, n) =>
    has(n, '油')
      ? drawOil(s, r, n)
      : has(n, '挂面', '切面')
        ? noodleBundle(
            r,
            has(n, '荞麦') ? '#c2ae92' : has(n, '菠菜') ? '#b9dc9c' : has(n, '鸡蛋', '碱水') ? '#f5e2a0' : '#f4ecd8',
            has(n, '切面'),
            7,
            has(n, '切面') ? '鲜面' : '挂面',
          )
        : drawSack(s, r, n),
  '102': (s, r, n) =>
    has(n, '葱', '香菜')
      ? drawHerbs(s, r, n)
      : has(n, '菇')
        ? drawMushrooms(s, r, n)
        : has(n, '番茄', '茄子', '黄瓜', '椒', '瓜')
          ? drawFruitVeg(s, r, n)
          : has(n, '萝卜', '土豆', '洋葱', '山药', '莴笋', '姜', '蒜')
            ? drawRoot(s, r, n)
            : drawLeafy(s, r, n),
  '103': drawFruit,
  '104': drawMeat,
  '105': drawSeafood,
  '106': drawDairy,
  '107': drawTofu,
  '108': drawSeasoning,
  '109': drawDried,
  '110': drawFrozen,
  '100': drawMeal,
};

const TYPE_THEMES: Record<string, { hue: number; label: string }> = {
  '101': { hue: 40, label: '粮油' },
  '102': { hue: 110, label: '蔬菜' },
  '103': { hue: 20, label: '水果' },
  '104': { hue: 5, label: '肉禽' },
  '105': { hue: 200, label: '水产' },
  '106': { hue: 48, label: '蛋奶' },
  '107': { hue: 60, label: '豆制品' },
  '108': { hue: 25, label: '调味品' },
  '109': { hue: 30, label: '干货' },
  '110': { hue: 205, label: '冻品' },
  '100': { hue: 150, label: '营养餐' },
};

function drawObject(s: Svg, typeCode: string, name: string, r: Rand): string {
  const top = typeCode.length === 3 ? typeCode : typeCode.slice(0, 3);
  const draw = OBJECTS[top] ?? drawSack;
  return draw(s, r, name);
}

/** An 800x800 product photo: soft gradient backdrop, a drawn object for the food type and the name on a label strip. */
export function productImageSvg(p: { name: string; typeCode: string; seed: number }): string {
  const top = p.typeCode.slice(0, 3);
  const theme = TYPE_THEMES[top] ?? { hue: 40, label: '食材' };
  const r = makeRand(Math.imul(p.seed + 1, 2654435761) ^ hashString(p.name));
  const s = new Svg(800, 800);
  const hue = theme.hue + between(r, -16, 16);
  const bg = s.lin(
    [
      [0, hsl(hue, 70, 96)],
      [1, hsl(hue + between(r, 10, 30), 55, 86)],
    ],
    0,
    0,
    1,
    1,
  );
  s.add(`<rect width="800" height="800" fill="${bg}"/>`);
  s.add(
    `<circle cx="400" cy="370" r="320" fill="${s.rad([
      [0, '#ffffff', 0.85],
      [1, '#ffffff', 0],
    ])}"/>`,
  );
  for (let i = 0; i < 7; i++) {
    const x = i % 2 === 0 ? between(r, 40, 180) : between(r, 620, 760);
    const y = between(r, 110, 600);
    s.add(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(between(r, 6, 22))}" fill="${hsl(hue + between(r, -20, 20), 60, 78)}" opacity="0.55"/>`);
  }
  s.add(sparkle(between(r, 120, 200), between(r, 140, 220), 14, '#ffffff', 0.9), sparkle(between(r, 600, 690), between(r, 120, 200), 11, '#ffffff', 0.9));
  s.add('<ellipse cx="400" cy="598" rx="230" ry="26" fill="#000000" opacity="0.1"/>');
  s.add(drawObject(s, p.typeCode, p.name, makeRand(hashString(p.name) ^ (p.seed * 31))));
  const accent = hsl(hue, 60, 45);
  const tag = fitText(theme.label, 120, 24, 16);
  const tagW = f1(textWidthEm(tag.text) * tag.size + 44);
  s.add(`<rect x="32" y="32" width="${tagW}" height="46" rx="23" fill="#ffffff" opacity="0.9"/>`, `<circle cx="54" cy="55" r="7" fill="${accent}"/>`);
  s.add(text(68, 63, tag.text, tag.size, hsl(hue, 50, 30), 'font-weight="700"'));
  s.add(`<rect x="0" y="656" width="800" height="144" fill="#ffffff" opacity="0.96"/>`, `<rect x="0" y="656" width="800" height="6" fill="${accent}"/>`);
  const label = fitText(p.name, 700, 50, 28);
  s.add(text(400, 728 + label.size * 0.36, label.text, label.size, '#263238', 'text-anchor="middle" font-weight="700"'));
  return s.toString();
}

const BANNER_ILLUSTRATIONS: [string[], string, string][] = [
  [['营养餐', '套餐', '配餐'], '100', '小学生午餐套餐'],
  [['秒杀', '特惠', '优惠'], '101', '东北大米'],
  [['时令', '蔬', '产地'], '102', '上海青'],
  [['水果', '鲜果'], '103', '苹果'],
  [['冻', '冷链'], '110', '速冻水饺'],
  [['蛋', '奶'], '106', '鲜鸡蛋'],
];

function shield(cx: number, cy: number, k: number, fill: string, mark: string): string {
  return g(
    `translate(${cx} ${cy}) scale(${k})`,
    `<path d="M0 -150 L120 -104 L120 0 C120 90 60 140 0 160 C-60 140 -120 90 -120 0 L-120 -104 Z" fill="${fill}"/>`,
    '<path d="M0 -124 L98 -86 L98 0 C98 76 48 118 0 134 C-48 118 -98 76 -98 0 L-98 -86 Z" fill="#ffffff" opacity="0.25"/>',
    `<path d="M-52 4 L-12 44 L60 -40" stroke="${mark}" stroke-width="26" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** A 1200x400 home-page banner: the two colours as a gradient, title, subtitle, a button and an illustration. */
export function bannerSvg(b: { title: string; subtitle: string; colors: [string, string]; seed: number }): string {
  const r = makeRand(b.seed * 7919 + hashString(b.title));
  const s = new Svg(1200, 400);
  const [c0, c1] = b.colors;
  s.add(
    `<rect width="1200" height="400" fill="${s.lin(
      [
        [0, c0],
        [1, c1],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  s.add(`<circle cx="1040" cy="70" r="260" fill="#ffffff" opacity="0.08"/>`, `<circle cx="930" cy="220" r="180" fill="#ffffff" opacity="0.16"/>`);
  s.add(`<path d="M0 330 C200 290 380 380 600 340 C820 300 980 380 1200 330 L1200 400 L0 400 Z" fill="#ffffff" opacity="0.12"/>`);
  s.add(`<path d="M0 360 C240 330 420 400 660 370 C880 344 1020 400 1200 370 L1200 400 L0 400 Z" fill="#ffffff" opacity="0.12"/>`);
  for (let i = 0; i < 14; i++)
    s.add(
      `<circle cx="${f1(between(r, 20, 700))}" cy="${f1(between(r, 20, 380))}" r="${f1(between(r, 2, 6))}" fill="#ffffff" opacity="${f1(between(r, 0.15, 0.4) * 100) / 100}"/>`,
    );
  for (let i = 0; i < 3; i++) s.add(sparkle(between(r, 770, 1170), between(r, 30, 370), between(r, 8, 16), '#ffffff', 0.8));
  const hit = BANNER_ILLUSTRATIONS.find(([words]) => words.some((w) => b.title.includes(w) || b.subtitle.includes(w)));
  const k = 0.5;
  if (hit)
    s.add(
      g(
        `translate(${f1(930 - 400 * k)} ${f1(230 - 420 * k)}) scale(${k})`,
        '<ellipse cx="400" cy="598" rx="230" ry="26" fill="#000000" opacity="0.12"/>',
        drawObject(s, hit[1], hit[2], makeRand(b.seed)),
      ),
    );
  else s.add(shield(930, 205, 0.8, '#ffffff', c0));
  const title = fitText(b.title, 640, 64, 36);
  const sub = fitText(b.subtitle, 640, 28, 18);
  s.add(
    `<rect x="80" y="78" width="120" height="34" rx="17" fill="#ffffff" opacity="0.22"/>`,
    text(140, 102, '膳链优选', 18, '#ffffff', 'text-anchor="middle" font-weight="700"'),
  );
  s.add(text(80, 190, title.text, title.size, '#ffffff', 'font-weight="800"'));
  s.add(text(80, 244, sub.text, sub.size, '#ffffff', 'opacity="0.92"'));
  s.add(
    `<rect x="80" y="280" width="176" height="54" rx="27" fill="#ffffff"/>`,
    text(168, 315, '立即查看 ›', 22, mix(c0, '#000000', 0.1), 'text-anchor="middle" font-weight="700"'),
  );
  return s.toString();
}

function emblem(name: string, cx: number, cy: number, color: string): string {
  if (has(name, '市场监督', '监管')) return shield(cx, cy, 0.15, '#ffffff', color);
  if (has(name, '检验', '检测', '研究院'))
    return `<path d="M${cx - 7} ${cy - 18} L${cx - 7} ${cy - 4} L${cx - 18} ${cy + 16} Q${cx - 20} ${cy + 20} ${cx - 15} ${cy + 20} L${cx + 15} ${cy + 20} Q${cx + 20} ${cy + 20} ${cx + 18} ${cy + 16} L${cx + 7} ${cy - 4} L${cx + 7} ${cy - 18} Z" fill="#ffffff"/><path d="M${cx - 13} ${cy + 10} L${cx + 13} ${cy + 10} L${cx + 16} ${cy + 17} L${cx - 16} ${cy + 17} Z" fill="${color}"/><rect x="${cx - 10}" y="${cy - 22}" width="20" height="5" rx="2" fill="#ffffff"/>`;
  if (has(name, '教育', '学校', '大学', '学院'))
    return `<path d="M${cx} ${cy - 14} L${cx - 24} ${cy - 18} L${cx - 24} ${cy + 14} L${cx} ${cy + 18} L${cx + 24} ${cy + 14} L${cx + 24} ${cy - 18} Z" fill="#ffffff"/><path d="M${cx} ${cy - 14} L${cx} ${cy + 18}" stroke="${color}" stroke-width="3"/><path d="M${cx - 18} ${cy - 8} L${cx - 6} ${cy - 6} M${cx - 18} ${cy} L${cx - 6} ${cy + 2} M${cx + 6} ${cy - 6} L${cx + 18} ${cy - 8} M${cx + 6} ${cy + 2} L${cx + 18} ${cy}" stroke="${color}" stroke-width="2"/>`;
  if (has(name, '冷链')) return snowflake(cx, cy, 20, '#ffffff', 4);
  if (has(name, '农业', '营养'))
    return `<path d="M${cx - 18} ${cy + 18} Q${cx - 22} ${cy - 20} ${cx + 20} ${cy - 22} Q${cx + 22} ${cy + 16} ${cx - 18} ${cy + 18} Z" fill="#ffffff"/><path d="M${cx - 18} ${cy + 18} L${cx + 12} ${cy - 12}" stroke="${color}" stroke-width="3"/>`;
  return `<polygon points="${starPoints(cx, cy, 22, 9, 5)}" fill="#ffffff"/>`;
}

/** Splits a long organisation name into two lines, preferring a break after a word-ending character. */
function logoLines(name: string): string[] {
  const chars = [...name];
  if (chars.length <= 7) return [name];
  let best = Math.ceil(chars.length / 2);
  let bestMax = Number.POSITIVE_INFINITY;
  for (let k = 2; k <= chars.length - 2; k++) {
    if (!'市省区局院学会心校品链'.includes(chars[k - 1] ?? '') || `${chars[k - 1]}${chars[k]}` === '市场') continue;
    const worst = Math.max(k, chars.length - k);
    if (worst <= bestMax) {
      best = k;
      bestMax = worst;
    }
  }
  if (bestMax > 8) best = Math.ceil(chars.length / 2);
  return [chars.slice(0, best).join(''), chars.slice(best).join('')];
}

/** A 240x100 partner logo: a round emblem and the name on one or two lines. */
export function logoSvg(name: string, seed: number): string {
  const r = makeRand(seed * 977 + hashString(name));
  const hue = (hashString(name) % 360) + between(r, -10, 10);
  const s = new Svg(240, 100);
  const color = hsl(hue, 60, 42);
  s.add(`<rect x="1" y="1" width="238" height="98" rx="14" fill="#ffffff" stroke="${hsl(hue, 30, 88)}" stroke-width="2"/>`);
  s.add(
    `<circle cx="48" cy="50" r="32" fill="${s.lin(
      [
        [0, hsl(hue, 65, 55)],
        [1, hsl(hue + 20, 65, 38)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
    `<circle cx="48" cy="50" r="27" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5"/>`,
  );
  s.add(emblem(name, 48, 50, color));
  const lines = logoLines(name);
  const longest = Math.max(...lines.map((l) => textWidthEm(l)));
  const size = f1(Math.min(22, 146 / longest));
  const ink = hsl(hue, 45, 24);
  if (lines.length === 1) s.add(text(90, 50 + size * 0.36, lines[0] ?? '', size, ink, 'font-weight="700"'));
  else for (const [i, l] of lines.entries()) s.add(text(90, 50 + (i === 0 ? -size * 0.25 : size * 0.95), l, size, ink, 'font-weight="700"'));
  return s.toString();
}

const NEWS_ICONS: [string[], string, string][] = [
  [['营养', '午餐', '膳食', '配送'], '100', '午餐套餐'],
  [['蔬菜', '时令', '白菜'], '102', '上海青'],
  [['米', '粮', '油'], '101', '大米'],
  [['鸡蛋', '溯源'], '106', '鲜鸡蛋'],
  [['减盐', '减油', '调味'], '108', '加碘精制盐'],
  [['冷', '冻', '温度'], '110', '速冻水饺'],
];

/** A 640x360 news cover with the title over a gradient and a small illustration. */
export function newsImageSvg(title: string, seed: number): string {
  const r = makeRand(seed * 131 + hashString(title));
  const hue = pickOf(r, [145, 200, 25, 265, 350, 175]) + between(r, -8, 8);
  const s = new Svg(640, 360);
  s.add(
    `<rect width="640" height="360" fill="${s.lin(
      [
        [0, hsl(hue, 60, 45)],
        [1, hsl(hue + 30, 65, 60)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  s.add(`<circle cx="520" cy="190" r="150" fill="#ffffff" opacity="0.14"/>`, `<circle cx="600" cy="40" r="90" fill="#ffffff" opacity="0.08"/>`);
  s.add('<path d="M0 300 C160 270 300 340 460 310 C560 292 600 320 640 310 L640 360 L0 360 Z" fill="#ffffff" opacity="0.1"/>');
  const icon = NEWS_ICONS.find(([words]) => words.some((w) => title.includes(w)));
  const k = 0.36;
  if (icon) s.add(g(`translate(${f1(520 - 400 * k)} ${f1(200 - 400 * k)}) scale(${k})`, drawObject(s, icon[1], icon[2], makeRand(seed))));
  else s.add(shield(520, 185, 0.62, '#ffffff', hsl(hue, 60, 40)));
  s.add(
    `<rect x="40" y="40" width="104" height="32" rx="16" fill="#ffffff" opacity="0.25"/>`,
    text(92, 62, '膳链资讯', 16, '#ffffff', 'text-anchor="middle" font-weight="700"'),
  );
  const lines = splitLines(title, 9.5, 3);
  const size = 34;
  const startY = 150 - ((lines.length - 1) * size * 1.3) / 2 + 20;
  for (const [i, l] of lines.entries()) s.add(text(40, startY + i * size * 1.3, l, size, '#ffffff', 'font-weight="800"'));
  s.add(`<rect x="40" y="${f1(startY + (lines.length - 1) * size * 1.3 + 24)}" width="56" height="5" rx="2.5" fill="#ffffff" opacity="0.8"/>`);
  return s.toString();
}

/** A 640x400 picture of a firm's warehouse and shopfront with its name on the sign. */
export function firmImageSvg(name: string, seed: number): string {
  const r = makeRand(seed * 613 + hashString(name));
  const hue = pickOf(r, [145, 200, 20, 5, 220, 35, 170]);
  const s = new Svg(640, 400);
  s.add(
    `<rect width="640" height="400" fill="${s.lin([
      [0, '#bfe3f7'],
      [1, '#eef8fd'],
    ])}"/>`,
  );
  s.add(`<circle cx="${f1(between(r, 520, 590))}" cy="70" r="34" fill="#fff3b0"/>`);
  for (let i = 0; i < 3; i++) {
    const x = between(r, 40, 460);
    const y = between(r, 40, 100);
    s.add(
      `<g opacity="0.9"><ellipse cx="${f1(x)}" cy="${f1(y)}" rx="40" ry="14" fill="#ffffff"/><ellipse cx="${f1(x + 20)}" cy="${f1(y - 10)}" rx="24" ry="14" fill="#ffffff"/></g>`,
    );
  }
  s.add('<rect x="0" y="318" width="640" height="82" fill="#9e9e9e"/><rect x="0" y="312" width="640" height="10" fill="#c8c8c8"/>');
  s.add('<path d="M20 362 L80 362 M140 362 L200 362 M260 362 L320 362 M380 362 L440 362 M500 362 L560 362" stroke="#ffffff" stroke-width="5"/>');
  const wall = s.lin([
    [0, '#fafafa'],
    [1, '#e3e7ea'],
  ]);
  const brand = hsl(hue, 60, 42);
  s.add(`<polygon points="70,130 320,84 570,130" fill="${hsl(hue, 35, 35)}"/>`);
  s.add(`<rect x="80" y="128" width="480" height="186" fill="${wall}"/>`);
  s.add(`<rect x="96" y="142" width="448" height="48" rx="6" fill="${brand}"/>`);
  const sign = fitText(name, 420, 24, 13);
  s.add(text(320, 166 + sign.size * 0.36, sign.text, sign.size, '#ffffff', 'text-anchor="middle" font-weight="700"'));
  for (let i = 0; i < 3; i++) {
    const x = 104 + i * 112;
    let slats = '';
    for (let y = 212; y < 312; y += 9) slats += `M${x} ${y} L${x + 92} ${y} `;
    s.add(
      `<rect x="${x}" y="204" width="92" height="110" fill="#cfd8dc"/><path d="${slats}" stroke="#90a4ae" stroke-width="2"/><rect x="${x - 4}" y="200" width="100" height="8" fill="${hsl(hue, 30, 50)}"/>`,
    );
  }
  s.add(
    `<rect x="448" y="210" width="92" height="60" fill="#b3e5fc" stroke="#78909c" stroke-width="3"/><path d="M494 210 L494 270 M448 240 L540 240" stroke="#78909c" stroke-width="3"/>`,
  );
  s.add(`<rect x="470" y="276" width="48" height="38" fill="${hsl(hue, 40, 55)}"/>`);
  for (const x of [40, 606])
    s.add(
      `<rect x="${x - 5}" y="260" width="10" height="56" fill="#795548"/><circle cx="${x}" cy="246" r="30" fill="#66bb6a"/><circle cx="${x - 14}" cy="258" r="20" fill="#43a047"/><circle cx="${x + 14}" cy="256" r="20" fill="#4caf50"/>`,
    );
  const tx = between(r, 330, 370);
  s.add(
    g(
      `translate(${f1(tx)} 250)`,
      `<rect x="0" y="0" width="150" height="70" rx="6" fill="#ffffff" stroke="#cfd8dc" stroke-width="2"/>`,
      `<rect x="0" y="44" width="150" height="10" fill="${brand}"/>`,
      `<path d="M150 20 L188 20 L208 44 L208 70 L150 70 Z" fill="${brand}"/><path d="M158 26 L184 26 L198 44 L158 44 Z" fill="#b3e5fc"/>`,
      snowflake(40, 24, 14, brand, 3),
      text(92, 32, '冷链配送', 14, brand, 'text-anchor="middle" font-weight="700"'),
      '<circle cx="36" cy="74" r="14" fill="#37474f"/><circle cx="36" cy="74" r="6" fill="#b0bec5"/><circle cx="176" cy="74" r="14" fill="#37474f"/><circle cx="176" cy="74" r="6" fill="#b0bec5"/>',
    ),
  );
  return s.toString();
}

function qrBlock(x: number, y: number, size: number, seed: number): string {
  const r = makeRand(seed);
  const n = 21;
  const cell = size / n;
  let d = '';
  const finder = (i: number, j: number): boolean => {
    for (const [fi, fj] of [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ] as const) {
      if (i >= fi && i < fi + 7 && j >= fj && j < fj + 7) {
        const a = i - fi;
        const b = j - fj;
        return a === 0 || a === 6 || b === 0 || b === 6 || (a >= 2 && a <= 4 && b >= 2 && b <= 4);
      }
    }
    return false;
  };
  const inFinder = (i: number, j: number): boolean => (i < 8 && j < 8) || (i < 8 && j >= n - 8) || (i >= n - 8 && j < 8);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const on = inFinder(i, j) ? finder(i, j) : r() < 0.48;
      if (on) d += `M${f1(x + j * cell)} ${f1(y + i * cell)}h${f1(cell)}v${f1(cell)}h${f1(-cell)}Z`;
    }
  }
  return `<rect x="${x - 6}" y="${y - 6}" width="${size + 12}" height="${size + 12}" fill="#ffffff"/><path d="${d}" fill="#222222"/>`;
}

/** An 800x560 licence certificate: ornate border, title, the four fields and a red seal with the issuing authority. */
export function licenseSvg(l: { firmName: string; licenseName: string; number: string; authority: string; validTo: string }): string {
  const h = hashString(`${l.firmName}|${l.licenseName}|${l.number}`);
  const s = new Svg(800, 560);
  const gold = '#b8862b';
  const red = '#c62828';
  s.add(
    `<rect width="800" height="560" fill="${s.lin(
      [
        [0, '#fffdf5'],
        [1, '#f8efd9'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  let rings = '';
  for (let i = 1; i <= 12; i++) rings += `<circle cx="400" cy="290" r="${i * 22}" fill="none" stroke="${gold}" stroke-opacity="0.06" stroke-width="2"/>`;
  s.add(rings);
  s.add(
    `<rect x="14" y="14" width="772" height="532" fill="none" stroke="${gold}" stroke-width="8"/>`,
    `<rect x="28" y="28" width="744" height="504" fill="none" stroke="${gold}" stroke-width="2"/>`,
  );
  for (const [x, y] of [
    [28, 28],
    [772, 28],
    [28, 532],
    [772, 532],
  ] as const) {
    s.add(`<polygon points="${x},${y - 12} ${x + 12},${y} ${x},${y + 12} ${x - 12},${y}" fill="${gold}"/>`);
  }
  const title = fitText(l.licenseName, 560, 44, 26);
  s.add(text(400, 104, title.text, title.size, red, 'text-anchor="middle" font-weight="800" letter-spacing="6"'));
  s.add(
    `<path d="M250 126 L550 126" stroke="${gold}" stroke-width="2"/><circle cx="400" cy="126" r="5" fill="${gold}"/><path d="M280 132 L520 132" stroke="${gold}" stroke-width="1"/>`,
  );
  s.add(text(400, 160, '（副本）', 18, '#8d6e63', 'text-anchor="middle"'));
  const fields: [string, string][] = [
    ['单位名称', l.firmName],
    ['证书编号', l.number],
    ['发证机关', l.authority],
    ['有效期至', l.validTo],
  ];
  fields.forEach(([label, value], i) => {
    const y = 220 + i * 56;
    const v = fitText(value, 440, 24, 14);
    s.add(text(96, y, `${label}：`, 22, '#5d4037'));
    s.add(text(220, y, v.text, v.size, '#212121', 'font-weight="700"'));
    s.add(`<path d="M220 ${y + 12} L${i === 3 ? 500 : 680} ${y + 12}" stroke="#bcaaa4" stroke-width="1.5" stroke-dasharray="4 4"/>`);
  });
  s.add(qrBlock(96, 432, 72, h));
  s.add(text(186, 476, '扫码核验证照信息', 14, '#8d6e63'), text(186, 498, '膳链平台资质展示用', 14, '#8d6e63'));
  const cx = 612;
  const cy = 436;
  const auth = [...l.authority];
  const span = Math.min(250, auth.length * 22);
  const seal: string[] = [
    `<circle cx="${cx}" cy="${cy}" r="86" fill="none" stroke="${red}" stroke-width="6"/>`,
    `<circle cx="${cx}" cy="${cy}" r="78" fill="none" stroke="${red}" stroke-width="1.5"/>`,
    `<polygon points="${starPoints(cx, cy, 26, 10, 5)}" fill="${red}"/>`,
  ];
  auth.forEach((ch, i) => {
    const a = -90 - span / 2 + (auth.length === 1 ? span / 2 : (i * span) / (auth.length - 1));
    const rad = (a * Math.PI) / 180;
    const x = cx + Math.cos(rad) * 60;
    const y = cy + Math.sin(rad) * 60;
    seal.push(
      `<text x="${f1(x)}" y="${f1(y)}" font-family="${FONT}" font-size="17" font-weight="700" fill="${red}" text-anchor="middle" dominant-baseline="central" transform="rotate(${f1(a + 90)} ${f1(x)} ${f1(y)})">${esc(ch)}</text>`,
    );
  });
  seal.push(text(cx, cy + 52, '审批专用章', 13, red, 'text-anchor="middle" font-weight="700"'));
  s.add(`<g opacity="0.82" transform="rotate(${(h % 17) - 8} ${cx} ${cy})">${seal.join('')}</g>`);
  return s.toString();
}

/** A bank's electronic transfer receipt (网上银行电子回单): the voucher of a demo payment. */
export function transferReceiptSvg(r: { payer: string; payee: string; amountYuan: string; date: string; serial: string; purpose: string }): string {
  const s = new Svg(760, 420);
  const blue = '#1f4e8c';
  s.add(`<rect width="760" height="420" fill="#ffffff"/>`, `<rect x="12" y="12" width="736" height="396" fill="none" stroke="${blue}" stroke-width="2"/>`);
  s.add(text(380, 58, '中国工商银行 网上银行电子回单', 26, blue, 'text-anchor="middle" font-weight="800"'));
  s.add(text(40, 96, `回单编号：${r.serial}`, 15, '#555'), text(720, 96, `交易日期：${r.date}`, 15, '#555', 'text-anchor="end"'));
  const rows: [string, string][] = [
    ['付款人', r.payer],
    ['收款人', r.payee],
    ['金额（小写）', `¥${r.amountYuan}`],
    ['用途', r.purpose],
    ['交易状态', '成功'],
  ];
  rows.forEach(([label, value], i) => {
    const y = 116 + i * 48;
    s.add(`<rect x="40" y="${y}" width="680" height="48" fill="${i % 2 ? '#f5f8fc' : '#ffffff'}" stroke="#c9d6e8"/>`);
    s.add(text(56, y + 31, label, 17, '#37474f'));
    const v = fitText(value, 480, 18, 12);
    s.add(text(220, y + 31, v.text, v.size, '#111', 'font-weight="700"'));
  });
  const cx = 640;
  const cy = 372;
  s.add(
    `<g opacity="0.85" transform="rotate(-12 ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy}" rx="78" ry="34" fill="none" stroke="#c62828" stroke-width="3"/>`,
    text(cx, cy + 7, '电子回单专用章', 16, '#c62828', 'text-anchor="middle" font-weight="700"'),
    `</g>`,
  );
  return s.toString();
}
