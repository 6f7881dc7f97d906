import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_FOOTER, GUIDE_SECTIONS, guideImage, guideTree } from '../guide-text';

const PUBLIC = join(__dirname, '..', '..', '..', '..', 'public');

describe('nutrition guide outline', () => {
  it('has 27 unique ids 1–27, each with its own page image carrying the footer and its page number', () => {
    const ids = GUIDE_SECTIONS.map((s) => s.id);
    expect(ids).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    const images = new Set(ids.map(guideImage));
    expect(images.size).toBe(27);
    for (const s of GUIDE_SECTIONS) {
      const file = join(PUBLIC, guideImage(s.id));
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain(GUIDE_FOOTER);
      expect(svg).toContain(`${s.id} / 27`);
    }
  });

  it('nests every node under an existing earlier parent and shows all 27 in the tree', () => {
    for (const s of GUIDE_SECTIONS) if (s.parent !== undefined) expect(s.parent).toBeLessThan(s.id);
    const count = (nodes: ReturnType<typeof guideTree>): number => nodes.reduce((n, x) => n + 1 + count(x.children ?? []), 0);
    expect(count(guideTree())).toBe(27);
    const titles = guideTree().map((n) => n.title);
    expect(titles[0]).toBe('前言');
    expect(titles.at(-1)).toBe('参考文献');
  });
});
