import { describe, expect, it } from 'vitest';
import * as contract from '../browser.js';
import { endSentence, inClause } from './text.js';

/** Every string a message table can say, its functions called with texts that end with their own 。. */
function sayings(table: unknown, path: string, out: { path: string; text: string }[] = []): { path: string; text: string }[] {
  if (typeof table === 'string') out.push({ path, text: table });
  else if (typeof table === 'function') {
    const args = Array.from({ length: Math.max(table.length, 1) }, () => '资质不全。');
    try {
      const said = (table as (...a: unknown[]) => unknown)(...args);
      if (typeof said === 'string') out.push({ path, text: said });
    } catch {
      // a function that needs another kind of argument is not a message
    }
  } else if (table && typeof table === 'object') for (const [k, v] of Object.entries(table)) sayings(v, `${path}.${k}`, out);
  return out;
}

const DOUBLED = /[。．.][。．]|。\./;

describe('endSentence', () => {
  it('ends a typed text with one stop however it was typed', () => {
    expect(endSentence('资质不全')).toBe('资质不全。');
    expect(endSentence('资质不全。')).toBe('资质不全。');
    expect(endSentence('资质不全。。 ')).toBe('资质不全。');
    expect(endSentence('资质不全.')).toBe('资质不全。');
    expect(endSentence('请立即整改！')).toBe('请立即整改！');
    expect(endSentence('  ')).toBe('');
  });
  it('drops a clause’s own stop', () => {
    expect(inClause('包装破损。')).toBe('包装破损');
    expect(`同意退货（${inClause('包装破损。')}）`).toBe('同意退货（包装破损）');
  });
});

describe('the message tables', () => {
  it('never say "。。", even given texts that end with their own 。', () => {
    const tables = Object.entries(contract).filter(([name]) => /MSG$|_MSG_|MESSAGES$|NOTICES$/.test(name));
    expect(tables.length).toBeGreaterThan(5);
    const all = tables.flatMap(([name, t]) => sayings(t, name));
    expect(all.length).toBeGreaterThan(200);
    // the scan sees a doubled stop where there is one
    expect(sayings({ bad: (why: string) => `未通过：${why}。` }, 'X').map((s) => s.text)).toEqual(['未通过：资质不全。。']);
    const doubled = all.filter((s) => DOUBLED.test(s.text));
    expect(doubled).toEqual([]);
  });
});
