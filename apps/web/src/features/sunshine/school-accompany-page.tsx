import { UserOutlined } from '@ant-design/icons';
import type { OutputOf } from '@shanlian/contract';
import { ACCOMPANY_MEALS, FEEDBACK_CONTENT_MAX, SUNSHINE_MSG, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { Button, type ButtonProps, Calendar, Card, DatePicker, Form, Input, Modal, Rate, Select, Skeleton, Space, Statistic, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNarrow } from '../../components/console-layout';
import { type DocFile, DocUpload } from '../../components/doc-upload';
import { EmptyState } from '../../components/empty-state';
import { PersonPicker, type PickedPerson } from '../../components/person-picker';
import { sunshineText as T } from '../../lib/text/sunshine';
import { useCan } from '../../lib/use-can';
import { usePageTitle } from '../../lib/use-page-title';
import { useSunshinePaged, useSunshineWrite } from './api';
import './sunshine.css';

type Rec = OutputOf<'Feedback/GetAccompanyMealList'>[number];
const DAY = 'YYYY-MM-DD';
const mealOptions = Object.entries(ACCOMPANY_MEALS).map(([k, v]) => ({ value: Number(k), label: v }));

interface FormValues {
  Date: Dayjs;
  Meal: number;
  Person: PickedPerson | null;
  Rating: number;
  Notes?: string;
  Files?: DocFile[];
}

/** One person chosen from the school's own staff, for a Form.Item. */
function StaffField({ value, onChange }: { value?: PickedPerson | null; onChange?: (p: PickedPerson | null) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          prefix={<UserOutlined style={{ color: '#bbb' }} />}
          value={value ? `${value.FullName}${value.PosName ? `（${value.PosName}）` : ''}` : ''}
          placeholder={T.choosePerson}
          onClick={() => setOpen(true)}
          data-testid="accompany-person-name"
        />
        <Button onClick={() => setOpen(true)} data-testid="accompany-person">
          {value ? T.change : T.choose}
        </Button>
      </Space.Compact>
      <PersonPicker
        open={open}
        title={T.choosePersonTitle}
        value={value ? [value] : []}
        onCancel={() => setOpen(false)}
        onConfirm={(people) => {
          onChange?.(people[0] ?? null);
          setOpen(false);
        }}
      />
    </>
  );
}

/** /eshop/store/accompany — the school's 陪餐 records on a month calendar, the gaps marked, and 登记陪餐. */
export default function SchoolAccompanyPage() {
  usePageTitle(T.accompanyTitle);
  const can = useCan();
  const canEdit = can('accompany-meal:edit');
  const narrow = useNarrow();
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const range = { StartDate: month.format(DAY), EndDate: month.endOf('month').format(DAY) };
  const coverage = useSunshinePaged('Feedback/GetAccompanyCoverage', { ...range, PagerInfo: { PageIndex: 1, PageSize: 10 } });
  const records = useSunshinePaged('Feedback/GetAccompanyMealList', { ...range, PagerInfo: { PageIndex: 1, PageSize: 100 } });
  const mine = coverage.data?.rows[0];
  const [adding, setAdding] = useState<{ date: Dayjs; meal?: number } | null>(null);

  const byDay = useMemo(() => {
    const m = new Map<string, { recs: Rec[]; gaps: { Meal: number; MealName: string }[] }>();
    const at = (d: string) => {
      const v = m.get(d) ?? { recs: [], gaps: [] };
      m.set(d, v);
      return v;
    };
    for (const r of records.data?.rows ?? []) at(r.Date).recs.push(r);
    for (const g of mine?.Gaps ?? []) at(g.Date).gaps.push(g);
    for (const v of m.values()) v.recs.sort((a, b) => a.Meal - b.Meal);
    return m;
  }, [records.data, mine]);

  const cell = (d: Dayjs) => {
    if (!d.isSame(month, 'month')) return null;
    const v = byDay.get(d.format(DAY));
    if (!v) return null;
    // the day's meals in order: each a gap or its records
    if (narrow)
      return (
        <div className="sun-cal-cell" data-testid={`accompany-day-${d.format(DAY)}`}>
          {v.gaps.length > 0 && <div className="sun-gap">{T.gapCount(v.gaps.length)}</div>}
          {v.recs.length > 0 && <div className="sun-done">{T.doneCount(v.recs.length)}</div>}
        </div>
      );
    const meals = [...new Set([...v.gaps.map((g) => g.Meal), ...v.recs.map((r) => r.Meal)])].sort();
    return (
      <div className="sun-cal-cell" data-testid={`accompany-day-${d.format(DAY)}`}>
        {meals.map((meal) => {
          const gap = v.gaps.find((g) => g.Meal === meal);
          return gap ? (
            <div key={`g${meal}`} className="sun-gap" data-testid="accompany-gap">
              {T.mealGap(gap.MealName)}
            </div>
          ) : (
            v.recs
              .filter((r) => r.Meal === meal)
              .map((r) => (
                <Tooltip key={r.Id} title={r.Notes || undefined}>
                  <div className="sun-done" data-testid="accompany-record">
                    {r.MealName} {r.UserName} {'★'.repeat(r.Rating)}
                  </div>
                </Tooltip>
              ))
          );
        })}
      </div>
    );
  };

  return (
    <div className="sun-page">
      <div className="sun-card-head">
        <h2 className="sun-title">{T.accompanyTitle}</h2>
        {canEdit && (
          <Button type="primary" onClick={() => setAdding({ date: dayjs() })} data-testid="accompany-add">
            {T.addAccompany}
          </Button>
        )}
      </div>
      <p className="sun-muted">{T.accompanySub}</p>
      {coverage.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : coverage.error ? (
        <EmptyState description={coverage.error.message} />
      ) : (
        <div className="sun-stats" data-testid="accompany-stats">
          <Statistic title={T.servedThisMonth} value={mine?.Served ?? 0} />
          <Statistic title={T.recorded} value={mine?.Recorded ?? 0} />
          <Statistic title={T.gaps} value={(mine?.Served ?? 0) - (mine?.Recorded ?? 0)} valueStyle={{ color: '#d4380d' }} />
          <Statistic title={T.coverage} value={T.percent(mine?.Coverage ?? null)} />
        </div>
      )}
      <Calendar
        value={month.isSame(dayjs(), 'month') ? dayjs() : month}
        onPanelChange={(d) => setMonth(d.startOf('month'))}
        onSelect={(d, info) => {
          if (info.source === 'date' && canEdit && !d.isAfter(dayjs(), 'day')) {
            const gap = byDay.get(d.format(DAY))?.gaps[0];
            setAdding({ date: d, meal: gap?.Meal });
          }
          if (!d.isSame(month, 'month')) setMonth(d.startOf('month'));
        }}
        cellRender={(d, info) => (info.type === 'date' ? cell(d) : info.originNode)}
        data-testid="accompany-calendar"
      />
      {narrow && (
        <div className="sun-cards" style={{ marginTop: 12 }} data-testid="accompany-day-list">
          {[...byDay.entries()]
            .sort(([a], [b]) => b.localeCompare(a))
            .map(([date, v]) => (
              <Card key={date} size="small" title={date}>
                {v.gaps.map((g) => (
                  <div key={`g${g.Meal}`} className="sun-card-head">
                    <span className="sun-gap">{T.mealGap(g.MealName)}</span>
                    {canEdit && (
                      <Button type="link" size="small" onClick={() => setAdding({ date: dayjs(date), meal: g.Meal })}>
                        {T.backfill}
                      </Button>
                    )}
                  </div>
                ))}
                {v.recs.map((r) => (
                  <div key={r.Id} className="sun-muted">
                    {r.MealName} · {r.UserName}
                    {r.PositionName ? `（${r.PositionName}）` : ''} · {'★'.repeat(r.Rating)} {r.Notes}
                  </div>
                ))}
              </Card>
            ))}
        </div>
      )}
      <AddDialog open={adding} onClose={() => setAdding(null)} />
    </div>
  );
}

function AddDialog({ open, onClose }: { open: { date: Dayjs; meal?: number } | null; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const [uploading, setUploading] = useState(false);
  const add = useSunshineWrite('Feedback/AddAccompanyMeal');
  const submit = async () => {
    const v = await form.validateFields();
    const done = await add.run(
      {
        Date: v.Date.format(DAY),
        Meal: v.Meal,
        UserId: v.Person?.Id ?? '',
        Rating: v.Rating,
        Notes: v.Notes?.trim() || null,
        FileIds: (v.Files ?? []).map((f) => f.Id),
      },
      T.accompanySaved,
    );
    if (done) onClose();
  };
  return (
    <Modal
      open={open != null}
      title={T.addAccompany}
      okText={T.save}
      cancelText={T.cancel}
      confirmLoading={add.pending}
      okButtonProps={{ disabled: uploading, 'data-testid': 'accompany-save' } as ButtonProps}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {open && (
        <Form form={form} layout="vertical" initialValues={{ Date: open.date, Meal: open.meal, Rating: 5, Person: null, Files: [] }}>
          <Form.Item name="Date" label={T.accompanyDate} rules={[{ required: true, message: SUNSHINE_MSG.accompanyDateRequired }]}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} allowClear={false} data-testid="accompany-date" />
          </Form.Item>
          <Form.Item name="Meal" label={T.meal} rules={[{ required: true, message: SUNSHINE_MSG.mealRequired }]}>
            <Select options={mealOptions} placeholder={T.chooseMeal} data-testid="accompany-meal" />
          </Form.Item>
          <Form.Item name="Person" label={T.person} rules={[{ required: true, message: SUNSHINE_MSG.accompanyPersonRequired }]}>
            <StaffField />
          </Form.Item>
          <Form.Item name="Rating" label={T.ratingLabel} rules={[{ required: true, message: SUNSHINE_MSG.ratingRange }]}>
            <Rate data-testid="accompany-rating" />
          </Form.Item>
          <Form.Item name="Notes" label={T.notes} rules={[{ max: FEEDBACK_CONTENT_MAX, message: SUNSHINE_MSG.notesTooLong }]}>
            <Input.TextArea rows={3} maxLength={FEEDBACK_CONTENT_MAX} showCount placeholder={T.notesPlaceholder} data-testid="accompany-notes" />
          </Form.Item>
          <Form.Item name="Files" label={T.photos(9)}>
            <DocUpload
              moduleType={UPLOAD_MODULE_TYPE.accompany}
              max={9}
              label={T.photo}
              crop={undefined}
              onBusyChange={setUploading}
              testId="accompany-photos"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
