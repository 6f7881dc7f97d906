import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { cellName, weekAnnouncements, weekInstructions } from './week-announcements';
import { cellId } from './week-model';

const active = (name: string | null) =>
  ({
    id: 'card:f1',
    data: { current: name === null ? null : { feeding: { Id: 'f1', Name: name } } },
    rect: { current: { initial: null, translated: null } },
  }) as unknown as Active;
const over = (id: string) => ({ id, rect: {}, disabled: false, data: { current: undefined } }) as unknown as Over;
const LATIN = /[A-Za-z]/;

describe('the week planner speaks Chinese while a meal is dragged', () => {
  it('names the meal and the cell (day and meal of the day), never an internal id', () => {
    const a = active('番茄炒蛋套餐');
    expect(weekAnnouncements.onDragStart({ active: a })).toBe('已拿起“番茄炒蛋套餐”。');
    expect(weekAnnouncements.onDragOver({ active: a, over: over(cellId(2, 3)) })).toBe('“番茄炒蛋套餐”位于周三午餐上方。');
    expect(weekAnnouncements.onDragEnd({ active: a, over: over(cellId(1, 5)) })).toBe('已将“番茄炒蛋套餐”放入周五早餐。');
    expect(weekAnnouncements.onDragCancel({ active: a, over: null })).toBe('已取消拖动，“番茄炒蛋套餐”未排入。');
  });

  it('says so when the meal is over no cell or dropped outside', () => {
    const a = active('清蒸鱼套餐');
    expect(weekAnnouncements.onDragOver({ active: a, over: null })).toBe('“清蒸鱼套餐”不在任何格子上方。');
    expect(weekAnnouncements.onDragEnd({ active: a, over: over('card:other') })).toBe('已放下“清蒸鱼套餐”，未放入任何格子。');
  });

  it('a card without its data is still spoken of in Chinese', () => {
    const texts = [
      weekAnnouncements.onDragStart({ active: active(null) }),
      weekAnnouncements.onDragOver({ active: active(null), over: over(cellId(3, 1)) }),
      weekAnnouncements.onDragEnd({ active: active(null), over: null }),
      weekAnnouncements.onDragCancel({ active: active(null), over: null }),
      weekInstructions.draggable,
    ];
    for (const t of texts) {
      expect(t).toBeTruthy();
      // the one Latin word allowed is the key's own name, Esc
      expect(String(t).replace('Esc', ''), String(t)).not.toMatch(LATIN);
    }
    expect(texts[1]).toBe('“营养餐”位于周一晚餐上方。');
  });

  it('reads cell ids, and nothing else, as cells', () => {
    expect(cellName(cellId(1, 1))).toBe('周一早餐');
    expect(cellName('card:x')).toBeNull();
    expect(cellName(undefined)).toBeNull();
  });
});
