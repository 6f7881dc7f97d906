import { describe, expect, it } from 'vitest';
import { bannerAnnouncements } from './banner-announcements';

describe('the banners’ drag announcements', () => {
  const a = bannerAnnouncements([
    { Id: 'a', Title: '营养周' },
    { Id: 'b', Title: '' },
    { Id: 'c', Title: '食安宣传' },
  ]);
  const active = (id: string) => ({ id, data: { current: undefined }, rect: { current: { initial: null, translated: null } } }) as never;
  const over = (id: string) => ({ id, rect: {} as never, disabled: false, data: { current: undefined } }) as never;

  it('speaks Chinese and names each banner by its place and title', () => {
    expect(a.onDragStart({ active: active('a') })).toBe('已拿起第1张轮播图“营养周”。');
    expect(a.onDragOver({ active: active('a'), over: over('c') } as never)).toBe('第1张轮播图“营养周”位于第3张的位置。');
    expect(a.onDragEnd({ active: active('b'), over: over('a') } as never)).toBe('已将第2张轮播图移到第1位。');
    expect(a.onDragEnd({ active: active('c'), over: null } as never)).toBe('已放下第3张轮播图“食安宣传”，顺序未变。');
    expect(a.onDragCancel({ active: active('c'), over: null } as never)).toBe('已取消拖动，第3张轮播图“食安宣传”顺序未变。');
    for (const text of [a.onDragStart({ active: active('b') })]) expect(text).not.toMatch(/[A-Za-z]{3,}/);
  });
});
