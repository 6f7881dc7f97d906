import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { WEEK_DAY_NAMES } from '@shanlian/contract/browser';
import { weekText } from '../../../lib/text/week-feeding';
import type { CardData } from './week-dnd';
import { parseCellId } from './week-model';

type Item = { data: { current?: Record<string, unknown> | null } } | null | undefined;

/** The meal a drag carries, by name. */
const mealOf = (active: Item): string => (active?.data.current as CardData | undefined)?.feeding?.Name || weekText.dnd.meal;

/** A cell of the week in words (周三午餐), or null when the id is no cell. */
export function cellName(id: unknown): string | null {
  const c = parseCellId(id);
  return c ? `${WEEK_DAY_NAMES[c.day] ?? ''}${weekText.packageTypes[c.type] ?? ''}` : null;
}

/** The week planner's drag announcements in Chinese (the library's own are English and name internal ids). */
export const weekAnnouncements: Announcements = {
  onDragStart: ({ active }) => weekText.dnd.picked(mealOf(active)),
  onDragOver: ({ active, over }) => {
    const cell = cellName(over?.id);
    return cell ? weekText.dnd.over(mealOf(active), cell) : weekText.dnd.outside(mealOf(active));
  },
  onDragEnd: ({ active, over }) => {
    const cell = cellName(over?.id);
    return cell ? weekText.dnd.dropped(mealOf(active), cell) : weekText.dnd.droppedOutside(mealOf(active));
  },
  onDragCancel: ({ active }) => weekText.dnd.cancelled(mealOf(active)),
};

/** How to drag with the keyboard, read when a meal card is focused. */
export const weekInstructions: ScreenReaderInstructions = { draggable: weekText.dnd.instructions };
