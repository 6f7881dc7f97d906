import {
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { TFeeding, TWeekFeeding } from '@shanlian/contract';
import type { MealNutrition } from '@shanlian/contract/browser';
import {
  AGE_GROUP_NAMES,
  DEFAULT_PACKAGE_PEOPLE,
  FEEDING_PROPERTY_NAMES,
  MAX_PACKAGE_PEOPLE,
  MIXED_CLASS,
  PACKAGE_GENDER_NAMES,
  PLANNING_MSG,
  WEEK_DAY_NAMES,
} from '@shanlian/contract/browser';
import { Alert, App, Button, Form, Input, Modal, Pagination, Radio, Select, Skeleton, Tabs } from 'antd';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { SearchBox } from '../../../components/admin-table';
import { DialogFooter, useNarrow } from '../../../components/console-layout';
import { NumberInput } from '../../../components/number-input';
import { commonText } from '../../../lib/text';
import { weekText } from '../../../lib/text/week-feeding';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useMealNutrition, useWeekPaged, useWeekWrite } from '../week-api';
import { AnalysisPanel } from './analysis-panel';
import { NutritionGuideDialog } from './guide-dialog';
import { SchoolClassDialog, useSchoolClass } from './school-class-dialog';
import { weekAnnouncements, weekInstructions } from './week-announcements';
import { type CardData, cellKeyboardCoordinates, MealCard, MealCardGhost, WeekCell, weekCollision } from './week-dnd';
import {
  addEntry,
  candidateGender,
  cellMissing,
  cellOf,
  clearDay,
  daysMissing,
  emptyGrid,
  gridFromWire,
  gridToWire,
  headcountOf,
  headFromSchool,
  mealIdsOf,
  parseCellId,
  planOf,
  removeEntry,
  SLOT_DAYS,
  SLOT_TYPES,
  type WeekGrid,
} from './week-model';
import './week-dialog.css';

interface Head {
  WeekFeedingName: string;
  Gender: number;
  AgeGroup: number;
  Number: number | null;
  Boys?: number | null;
  Girls?: number | null;
  FeedingProperty: 1 | 2;
}

const FEEDING_PROPERTY_OPTIONS = Object.entries(FEEDING_PROPERTY_NAMES).map(([v, label]) => ({ value: Number(v), label }));
const GENDER_OPTIONS = Object.entries(PACKAGE_GENDER_NAMES).map(([v, label]) => ({ value: Number(v), label }));
const AGE_OPTIONS = Object.entries(AGE_GROUP_NAMES).map(([v, label]) => ({ value: Number(v), label }));
const CANDIDATE_PAGE = 10;

/**
 * 新增 / 修改营养套餐 (spec 02 §4): name, sex, age group, people; candidate meals by package type
 * dragged (pointer or keyboard) into the 3 × 5 week; the live analysis beside it.
 */
export function WeekDialog({ open, week, readOnly = false, onClose }: { open: boolean; week: TWeekFeeding | null; readOnly?: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const narrow = useNarrow();
  const [form] = Form.useForm<Head>();
  const submitKey = useSubmitKey(open ? (week ?? 'new') : null);
  const add = useWeekWrite('WeekFeeding/AddWeekFeeding');
  const update = useWeekWrite('WeekFeeding/UpdateWeekFeeding');
  const pending = add.pending || update.pending;

  const [grid, setGrid] = useState<WeekGrid>(emptyGrid);
  const [tab, setTab] = useState(1);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [counts, setCounts] = useState<Record<string, number | null>>({});
  const [dragging, setDragging] = useState<TFeeding | null>(null);
  const [hover, setHover] = useState<{ type: number; day: number } | null>(null);
  const [guideOpen, setGuideOpen] = useState(false);
  const [classOpen, setClassOpen] = useState(false);
  // a new package starts from the school's own students (its age group and a class's boys and girls)
  const school = useSchoolClass(open && !week);
  const schoolReady = !!week || !school.isLoading;

  useEffect(() => {
    if (!open || !schoolReady) return;
    form.resetFields();
    form.setFieldsValue(
      week
        ? {
            WeekFeedingName: week.WeekFeedingName,
            Gender: week.Gender,
            AgeGroup: week.AgeGroup,
            Number: week.Number,
            Boys: week.Boys,
            Girls: week.Girls,
            FeedingProperty: week.FeedingProperty === 2 ? 2 : 1,
          }
        : { WeekFeedingName: '', FeedingProperty: 1, ...headFromSchool(school.data, DEFAULT_PACKAGE_PEOPLE) },
    );
    setGrid(week ? gridFromWire(week.REC_WebPackageTypeFeedingInfos) : emptyGrid());
    setTab(1);
    setSearch('');
    setPage(1);
    setCounts({});
  }, [open, week, form, schoolReady, school.data]);

  const gender = Form.useWatch('Gender', form) ?? week?.Gender ?? MIXED_CLASS;
  const ageGroup = Form.useWatch('AgeGroup', form) ?? week?.AgeGroup ?? 1;
  const people = Form.useWatch('Number', form);
  const boys = Form.useWatch('Boys', form);
  const girls = Form.useWatch('Girls', form);
  const mixed = gender === MIXED_CLASS;

  const candidates = useWeekPaged(
    'WeekFeeding/GetFeedingShoppingcartList',
    {
      SearchName: search || null,
      PackageType: tab,
      AgeGroup: ageGroup,
      Gender: candidateGender(gender),
      PagerInfo: { PageIndex: page, PageSize: CANDIDATE_PAGE },
    },
    { enabled: open && !readOnly && schoolReady },
  );
  const cards = useMemo(() => candidates.data?.rows.ShoppingcartInfos.map((s) => s.REC_FeedingInfo) ?? [], [candidates.data]);

  // the nutrition of every meal in the week and on the candidate page: fetched once each, so a hover analyses at once
  const ids = useMemo(() => [...new Set([...mealIdsOf(grid), ...cards.flatMap((c) => (c.Id ? [c.Id] : []))])], [grid, cards]);
  const nutrition = useMealNutrition(ids);

  const countOf = useCallback((id: string) => (id in counts ? (counts[id] ?? null) : (people ?? null)), [counts, people]);
  const onHeadcount = useCallback((id: string, n: number | null) => setCounts((c) => ({ ...c, [id]: n })), []);

  // the grid the analysis reads: with the dragged card as if dropped on the cell it hovers
  const shownGrid = useMemo(() => {
    if (!dragging?.Id || !hover) return grid;
    const n = headcountOf(counts[dragging.Id], people);
    if (n == null) return grid;
    return addEntry(grid, hover.type, hover.day, {
      FeedingId: dragging.Id,
      Name: dragging.Name,
      Gender: dragging.Gender,
      AgeGroup: dragging.AgeGroup,
      Number: n,
    });
  }, [grid, dragging, hover, counts, people]);
  const plan = useMemo(
    () => planOf(shownGrid, { AgeGroup: ageGroup, Gender: gender, Number: people ?? 0, Boys: mixed ? boys : null, Girls: mixed ? girls : null }),
    [shownGrid, ageGroup, gender, people, mixed, boys, girls],
  );
  // incompleteness shows where it is: on the day's column and on the meal's cell
  const lackingDays = useMemo(() => daysMissing(grid, nutrition.map), [grid, nutrition.map]);
  const deferredPlan = useDeferredValue(plan);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cellKeyboardCoordinates }),
  );
  const onDragStart = (e: DragStartEvent) => setDragging((e.active.data.current as CardData | undefined)?.feeding ?? null);
  const onDragOver = (e: DragOverEvent) => {
    const c = parseCellId(e.over?.id);
    setHover((h) => (c?.type === h?.type && c?.day === h?.day ? h : c));
  };
  const onDragEnd = (e: DragEndEvent) => {
    const feeding = (e.active.data.current as CardData | undefined)?.feeding;
    const c = parseCellId(e.over?.id);
    setDragging(null);
    setHover(null);
    if (!feeding?.Id || !c) return;
    const n = headcountOf(counts[feeding.Id], people);
    if (n == null) {
      message.warning(PLANNING_MSG.numberRequired);
      return;
    }
    setGrid((g) =>
      addEntry(g, c.type, c.day, { FeedingId: feeding.Id as string, Name: feeding.Name, Gender: feeding.Gender, AgeGroup: feeding.AgeGroup, Number: n }),
    );
  };
  const onDragCancel = () => {
    setDragging(null);
    setHover(null);
  };
  const onClear = useCallback((type: number, day: number) => setGrid((g) => clearDay(g, type, day, readOnly)), [readOnly]);
  const onRemove = useCallback((type: number, day: number, i: number) => setGrid((g) => removeEntry(g, type, day, i)), []);

  const submit = async (v: Head) => {
    const info = {
      WeekFeedingName: v.WeekFeedingName,
      Gender: v.Gender,
      AgeGroup: v.AgeGroup,
      Number: v.Number ?? 0,
      Boys: v.Gender === MIXED_CLASS ? (v.Boys ?? 0) : null,
      Girls: v.Gender === MIXED_CLASS ? (v.Girls ?? 0) : null,
      FeedingProperty: v.FeedingProperty ?? 1,
      REC_WebPackageTypeFeedingInfos: gridToWire(grid),
    };
    const r = week
      ? await update.run({ REC_WeekfeedingInfo: { ...info, Id: week.Id } }, submitKey.key, PLANNING_MSG.saved)
      : await add.run({ REC_WeekfeedingInfo: info }, submitKey.key, PLANNING_MSG.saved);
    if (r) {
      submitKey.renew();
      onClose();
    }
  };

  const cell = (type: number, day: number, label: string) => (
    <WeekCell
      key={`${type}:${day}`}
      type={type}
      day={day}
      label={label}
      entries={cellOf(grid, type, day)}
      missing={cellMissing(grid, nutrition.map, type, day)}
      disabled={dragging != null && dragging.PackageType !== type}
      readOnly={readOnly}
      onClear={onClear}
      onRemove={onRemove}
    />
  );

  const weekGrid = narrow ? (
    <div className="wk-grid-days" data-testid="week-grid">
      {SLOT_DAYS.map((d) => (
        <div key={d} className="wk-grid-day">
          <div className={`wk-grid-dayname${lackingDays.has(d) ? ' wk-grid-col-missing' : ''}`}>
            {WEEK_DAY_NAMES[d]}
            {lackingDays.has(d) && (
              <span className="wk-day-warn" title={weekText.dayMissing}>
                !
              </span>
            )}
          </div>
          {SLOT_TYPES.map((t) => cell(t, d, weekText.packageTypes[t] ?? ''))}
        </div>
      ))}
    </div>
  ) : (
    <div className="wk-grid" data-testid="week-grid">
      <div />
      {SLOT_DAYS.map((d) => (
        <div key={d} className={`wk-grid-col${lackingDays.has(d) ? ' wk-grid-col-missing' : ''}`} data-testid="week-day-head" data-missing={lackingDays.has(d)}>
          {WEEK_DAY_NAMES[d]}
          {lackingDays.has(d) && (
            <span className="wk-day-warn" title={weekText.dayMissing}>
              !
            </span>
          )}
        </div>
      ))}
      {SLOT_TYPES.map((t) => [
        <div key={`h${t}`} className="wk-grid-row">
          {weekText.packageTypes[t]}
        </div>,
        ...SLOT_DAYS.map((d) => cell(t, d, `${WEEK_DAY_NAMES[d]}${weekText.packageTypes[t]}`)),
      ])}
    </div>
  );

  const candidateList = !readOnly && (
    <div className="wk-candidates" data-testid="week-candidates">
      <div className="wk-col-title">{weekText.candidates}</div>
      <Tabs
        size="small"
        activeKey={String(tab)}
        onChange={(k) => {
          setTab(Number(k));
          setPage(1);
        }}
        items={SLOT_TYPES.map((t) => ({ key: String(t), label: weekText.packageTypes[t] }))}
      />
      <SearchBox
        placeholder={weekText.candidateSearch}
        onSearch={(s) => {
          setSearch(s);
          setPage(1);
        }}
        testId="week-candidate-search"
      />
      <div className="wk-card-list">
        {candidates.isLoading ? (
          <Skeleton active paragraph={{ rows: 4 }} title={false} />
        ) : candidates.error ? (
          <div className="wk-live-note">{candidates.error.message}</div>
        ) : cards.length === 0 ? (
          <div className="wk-live-note">{weekText.candidateEmpty}</div>
        ) : (
          cards.map((f) => (
            <MealCard key={f.Id ?? f.FoodSaleShelfId} feeding={f} headcount={f.Id ? countOf(f.Id) : null} onHeadcount={onHeadcount} readOnly={readOnly} />
          ))
        )}
      </div>
      {(candidates.data?.pager.RowCount ?? 0) > CANDIDATE_PAGE && (
        <Pagination size="small" simple current={page} pageSize={CANDIDATE_PAGE} total={candidates.data?.pager.RowCount ?? 0} onChange={setPage} />
      )}
    </div>
  );

  return (
    <Modal
      open={open}
      title={readOnly ? weekText.viewTitle : week ? weekText.editTitle : weekText.addTitle}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      width={narrow ? '100%' : 1280}
      className={`wk-dialog${narrow ? ' wk-dialog-narrow' : ''}`}
      style={narrow ? { top: 0, maxWidth: '100vw', margin: 0, padding: 0 } : { top: 24 }}
      footer={
        readOnly ? null : (
          <DialogFooter onCancel={onClose} onOk={() => form.submit()} okText={weekText.save} pending={pending} disabled={pending} testId="week-save" />
        )
      }
    >
      <Form form={form} layout={narrow ? 'vertical' : 'inline'} onFinish={submit} disabled={readOnly} className="wk-head" requiredMark>
        <Form.Item
          name="WeekFeedingName"
          label={weekText.name}
          rules={[
            { required: true, whitespace: true, message: PLANNING_MSG.weekNameRequired },
            { max: 50, message: PLANNING_MSG.weekNameTooLong },
          ]}
        >
          <Input maxLength={50} placeholder={weekText.namePlaceholder} style={{ width: narrow ? '100%' : 220 }} data-testid="week-name" />
        </Form.Item>
        <Form.Item name="Gender" label={weekText.gender} rules={[{ required: true, message: PLANNING_MSG.genderRequired }]}>
          <Select options={GENDER_OPTIONS} style={{ width: narrow ? '100%' : 110 }} data-testid="week-gender" />
        </Form.Item>
        {mixed && (
          <>
            <Form.Item name="Boys" label={weekText.boys} rules={[{ required: true, message: PLANNING_MSG.classCountsRequired }]}>
              <NumberInput
                stepName={commonText.people}
                min={0}
                max={MAX_PACKAGE_PEOPLE}
                precision={0}
                style={{ width: narrow ? '100%' : 80 }}
                data-testid="week-boys"
              />
            </Form.Item>
            <Form.Item name="Girls" label={weekText.girls} rules={[{ required: true, message: PLANNING_MSG.classCountsRequired }]}>
              <NumberInput
                stepName={commonText.people}
                min={0}
                max={MAX_PACKAGE_PEOPLE}
                precision={0}
                style={{ width: narrow ? '100%' : 80 }}
                data-testid="week-girls"
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="AgeGroup" label={weekText.ageGroup} rules={[{ required: true, message: PLANNING_MSG.ageGroupRequired }]}>
          <Select options={AGE_OPTIONS} style={{ width: narrow ? '100%' : 110 }} data-testid="week-age" />
        </Form.Item>
        <Form.Item name="Number" label={weekText.people} rules={[{ required: true, message: PLANNING_MSG.numberRequired }]}>
          <NumberInput
            stepName={commonText.people}
            min={0}
            max={MAX_PACKAGE_PEOPLE}
            precision={0}
            style={{ width: narrow ? '100%' : 110 }}
            data-testid="week-people"
          />
        </Form.Item>
        <Form.Item name="FeedingProperty" label={weekText.feedingProperty} rules={[{ required: true, message: PLANNING_MSG.feedingProperty }]}>
          <Radio.Group options={FEEDING_PROPERTY_OPTIONS} optionType="button" disabled={readOnly} data-testid="week-feeding-property" />
        </Form.Item>
        <Button onClick={() => setGuideOpen(true)} data-testid="week-guide">
          {weekText.guide}
        </Button>
        {!readOnly && (
          <Button type="link" onClick={() => setClassOpen(true)} data-testid="week-school-class">
            {weekText.schoolClass}
          </Button>
        )}
      </Form>
      <WeekIncomplete grid={grid} meals={nutrition.map} />
      {!readOnly && <div className="wk-hint">{weekText.dragHint}</div>}
      <DndContext
        sensors={sensors}
        collisionDetection={weekCollision}
        accessibility={{ announcements: weekAnnouncements, screenReaderInstructions: weekInstructions }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <div className={`wk-body${readOnly ? ' wk-body-ro' : ''}`}>
          {candidateList}
          <div className="wk-grid-box">{weekGrid}</div>
          <AnalysisPanel plan={deferredPlan} meals={nutrition.map} loading={nutrition.isLoading} />
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging ? <MealCardGhost feeding={dragging} headcount={dragging.Id ? countOf(dragging.Id) : null} /> : null}
        </DragOverlay>
      </DndContext>
      <NutritionGuideDialog open={guideOpen} onClose={() => setGuideOpen(false)} />
      <SchoolClassDialog open={classOpen} onClose={() => setClassOpen(false)} />
    </Modal>
  );
}

/** The top of the grid: every meal slot with an ingredient the analysis cannot count (or vouch for). */
function WeekIncomplete({ grid, meals }: { grid: WeekGrid; meals: ReadonlyMap<string, MealNutrition> }) {
  const rows: string[] = [];
  for (const d of SLOT_DAYS)
    for (const t of SLOT_TYPES) {
      const names = cellMissing(grid, meals, t, d);
      if (names.length) rows.push(`${WEEK_DAY_NAMES[d]}${weekText.packageTypes[t]}：${names.join('、')}`);
    }
  if (rows.length === 0) return null;
  // an ingredient counted as nothing is an error; one counted from 参考值 a warning
  const uncounted = mealIdsOf(grid).some((id) => meals.get(id)?.Missing.some((m) => m.Reason === 'unmapped'));
  return (
    <Alert
      className="wk-incomplete"
      type={uncounted ? 'error' : 'warning'}
      showIcon
      title={weekText.gridIncomplete(rows.length)}
      description={rows.join('；')}
      data-testid="week-incomplete"
    />
  );
}
