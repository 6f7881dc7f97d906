import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import { type CollisionDetection, type KeyboardCoordinateGetter, pointerWithin, rectIntersection, useDraggable, useDroppable } from '@dnd-kit/core';
import type { TFeeding } from '@shanlian/contract';
import { AGE_GROUP_NAMES, MAX_PACKAGE_PEOPLE, MEAL_GENDER_NAMES, WEEK_DAY_NAMES } from '@shanlian/contract/browser';
import { memo } from 'react';
import { NumberInput } from '../../../components/number-input';
import { weekText } from '../../../lib/text/week-feeding';
import { cellId, type GridEntry } from './week-model';
import './week-dnd.css';

/** A pointer drops where it points; a keyboard drag where the card's box mostly lies. */
export const weekCollision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

const KEY_DIR: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/**
 * Arrow keys jump the lifted card from cell to cell (the nearest enabled cell that way, its box
 * centred on the cell), rather than 25 px at a time: Space lifts, arrows move, Space drops.
 */
export const cellKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const dir = KEY_DIR[event.code] ?? KEY_DIR[event.key];
  const from = context.collisionRect;
  if (!dir || !from) return undefined;
  event.preventDefault();
  const cx = from.left + from.width / 2;
  const cy = from.top + from.height / 2;
  let best: { x: number; y: number; score: number } | null = null;
  for (const c of context.droppableContainers.getEnabled()) {
    const r = context.droppableRects.get(c.id);
    if (!r) continue;
    const dx = r.left + r.width / 2 - cx;
    const dy = r.top + r.height / 2 - cy;
    const along = dx * dir[0] + dy * dir[1];
    if (along <= 2) continue;
    const across = Math.abs(dir[0] ? dy : dx);
    const score = along + 3 * across;
    if (!best || score < best.score) best = { x: r.left + (r.width - from.width) / 2, y: r.top + (r.height - from.height) / 2, score };
  }
  return best ? { x: best.x, y: best.y } : undefined;
};

/** What a card carries while dragged. */
export interface CardData {
  feeding: TFeeding;
}

/** A candidate meal: dragged by its head (by pointer, or focused and lifted with Space), with its own 人数. */
export const MealCard = memo(function MealCard({
  feeding,
  headcount,
  onHeadcount,
  readOnly,
}: {
  feeding: TFeeding;
  headcount: number | null;
  onHeadcount: (id: string, n: number | null) => void;
  readOnly: boolean;
}) {
  const id = feeding.Id;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `card:${id ?? feeding.FoodSaleShelfId}`,
    data: { feeding } satisfies CardData,
    disabled: !id || readOnly,
    attributes: { roleDescription: weekText.dnd.role },
  });
  return (
    <div className={`wk-card${isDragging ? ' wk-card-dragging' : ''}${id ? '' : ' wk-card-off'}`} data-testid="week-card" data-feeding={id ?? ''}>
      <div ref={setNodeRef} className="wk-card-handle" {...listeners} {...attributes} data-testid="week-card-handle">
        <HolderOutlined className="wk-grip" />
        <div className="wk-card-main">
          <div className="wk-card-name">{feeding.Name}</div>
          <div className="wk-card-meta">
            {feeding.GenderName || MEAL_GENDER_NAMES[feeding.Gender ?? 0] || '—'} · {feeding.AgeGroupName || AGE_GROUP_NAMES[feeding.AgeGroup ?? 0] || '—'} · ¥
            {feeding.PresentPrice}/{feeding.Unit || '份'}
          </div>
          <div className="wk-card-meta">{id ? feeding.SupplyName : weekText.notComposed}</div>
        </div>
      </div>
      {id && !readOnly && (
        <div className="wk-card-count">
          <span>{weekText.headcount}</span>
          <NumberInput
            stepName={weekText.headcount}
            size="small"
            min={0}
            max={MAX_PACKAGE_PEOPLE}
            precision={0}
            value={headcount}
            onChange={(v) => onHeadcount(id, typeof v === 'number' ? v : null)}
            aria-label={weekText.headcount}
            data-testid="week-card-headcount"
          />
        </div>
      )}
    </div>
  );
});

/** The card as it follows the pointer (in the drag overlay). */
export function MealCardGhost({ feeding, headcount }: { feeding: TFeeding; headcount: number | null }) {
  return (
    <div className="wk-card wk-card-ghost">
      <div className="wk-card-name">{feeding.Name}</div>
      <div className="wk-card-meta">
        {weekText.headcount} {headcount ?? '—'}
      </div>
    </div>
  );
}

/** A cell of the week: drop meals here; its head clears the day (not in read-only mode); each entry can be taken out. */
export const WeekCell = memo(function WeekCell({
  type,
  day,
  entries,
  missing = [],
  disabled,
  readOnly,
  label,
  onClear,
  onRemove,
}: {
  type: number;
  day: number;
  entries: GridEntry[];
  /** ingredients of this cell's meals without (verified) composition data */
  missing?: string[];
  disabled: boolean;
  readOnly: boolean;
  label: string;
  onClear: (type: number, day: number) => void;
  onRemove: (type: number, day: number, index: number) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: cellId(type, day), disabled: disabled || readOnly });
  const typeName = weekText.packageTypes[type] ?? '';
  const dayName = WEEK_DAY_NAMES[day] ?? '';
  return (
    <div
      ref={setNodeRef}
      className={`wk-cell${isOver ? ' wk-cell-over' : ''}${disabled ? ' wk-cell-off' : ''}${missing.length ? ' wk-cell-incomplete' : ''}`}
      data-testid="week-cell"
      data-type={type}
      data-day={day}
    >
      <button
        type="button"
        className="wk-cell-head"
        disabled={readOnly}
        title={readOnly ? undefined : weekText.cellClear(dayName, typeName)}
        onClick={() => onClear(type, day)}
        data-testid="week-cell-clear"
      >
        {label}
      </button>
      {missing.length > 0 && (
        <div className="wk-cell-missing" data-testid="week-cell-missing">
          {weekText.cellMissing(missing.join('、'))}
        </div>
      )}
      {entries.length === 0 ? (
        <div className="wk-cell-empty">{readOnly ? '—' : weekText.cellEmpty}</div>
      ) : (
        entries.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same meal may be in a cell twice; order is the identity
          <div className="wk-entry" key={`${e.FeedingId}:${i}`} data-testid="week-entry">
            <div className="wk-entry-name">{e.Name}</div>
            <div className="wk-entry-meta">
              {MEAL_GENDER_NAMES[e.Gender ?? 0] ?? '—'} · {AGE_GROUP_NAMES[e.AgeGroup ?? 0] ?? '—'} · {weekText.portions(e.Number)}
            </div>
            {!readOnly && (
              <button
                type="button"
                className="wk-entry-x"
                aria-label={weekText.removeEntry}
                onClick={() => onRemove(type, day, i)}
                data-testid="week-entry-remove"
              >
                <CloseOutlined />
              </button>
            )}
          </div>
        ))
      )}
    </div>
  );
});
