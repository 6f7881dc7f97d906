import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { WEEK_DAY_NAMES } from '@shanlian/contract/browser';
import { TWeek } from '../../../lib/text/week-feeding';
import type { CardData } from './week-dnd';
import { parseCellId } from './week-model';

type Item = { data: { current?: Record<string, unknown> | null } } | null | undefined;

/** The meal a drag carries, by name. */
const mealOf = (active: Item): string => (active?.data.current as CardData | undefined)?.feeding?.Name || TWeek.dnd.meal;

/** A cell of the week in words (周三午餐), or null when the id is no cell. */
export function cellName(id: unknown): string | null {
  const c = parseCellId(id);
  return c ? `${WEEK_DAY_NAMES[c.day] ?? ''}${TWeek.packageTypes[c.type] ?? ''}` : null;
}

/** The week planner's drag announcements in Chinese (the library's own are English and name internal ids). */
export const weekAnnouncements: Announcements = {
  onDragStart: ({ active }) => TWeek.dnd.picked(mealOf(active)),
  onDragOver: ({ active, over }) => {
    const cell = cellName(over?.id);
    return cell ? TWeek.dnd.over(mealOf(active), cell) : TWeek.dnd.outside(mealOf(active));
  },
  onDragEnd: ({ active, over }) => {
    const cell = cellName(over?.id);
    return cell ? TWeek.dnd.dropped(mealOf(active), cell) : TWeek.dnd.droppedOutside(mealOf(active));
  },
  onDragCancel: ({ active }) => TWeek.dnd.cancelled(mealOf(active)),
};

/** How to drag with the keyboard, read when a meal card is focused. */
export const weekInstructions: ScreenReaderInstructions = { draggable: TWeek.dnd.instructions };
