import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TWorkCalendarDay } from '@shanlian/contract';
import { WORK_CALENDAR_NOTE_MAX } from '@shanlian/contract/browser';
import { Button, DatePicker, Form, Input, Modal, Popconfirm, Skeleton, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { ConsoleCard, DialogFooter } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { operatorText } from '../../../lib/text/operator';
import { workCalendarText as T } from '../../../lib/text/work-calendar';
import { useOperatorOp, useOperatorWrite } from '../api';

/** Consecutive dates of one kind and note: 2026-10-01 至 2026-10-07 放假 国庆节. */
type Run = { key: string; dates: string[]; working: boolean; note: string; updatedBy: string };

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (d: string) => T.weekday[new Date(`${d}T00:00:00Z`).getUTCDay()];

function runsOf(days: TWorkCalendarDay[]): Run[] {
  const runs: Run[] = [];
  for (const d of days) {
    const last = runs.at(-1);
    const lastDate = last?.dates.at(-1);
    if (last && lastDate && nextDay(lastDate) === d.Date && last.working === d.Working && last.note === d.Note) last.dates.push(d.Date);
    else runs.push({ key: d.Date, dates: [d.Date], working: d.Working, note: d.Note, updatedBy: d.UpdatedBy });
  }
  return runs;
}

/**
 * 平台设置 › 节假日安排: the days that differ from Monday–Friday for one year, shown as runs
 * (a holiday of seven days is one row); the operator enters a holiday or a weekend day worked,
 * or removes a run. Feedback deadlines count working days on this calendar.
 */
export function WorkCalendarCard({ mayEdit }: { mayEdit: boolean }) {
  const [year, setYear] = useState(() => new Date().getFullYear());
  const calendar = useOperatorOp('Operator/GetWorkCalendar', { Year: year });
  const remove = useOperatorWrite('Operator/RemoveWorkCalendarDays');
  const [adding, setAdding] = useState<null | 'off' | 'working'>(null);
  const runs = useMemo(() => runsOf(calendar.data?.Days ?? []), [calendar.data]);

  return (
    <ConsoleCard className="work-calendar">
      <div className="work-calendar-head">
        <div>
          <h3>{T.title}</h3>
          <p>{T.explain}</p>
        </div>
        <div className="work-calendar-year">
          <Button icon={<LeftOutlined />} aria-label={T.prevYear} onClick={() => setYear((y) => y - 1)} data-testid="calendar-prev" />
          <span data-testid="calendar-year">{T.year(year)}</span>
          <Button icon={<RightOutlined />} aria-label={T.nextYear} onClick={() => setYear((y) => y + 1)} data-testid="calendar-next" />
        </div>
      </div>
      {mayEdit && (
        <div className="work-calendar-actions">
          <Button type="primary" onClick={() => setAdding('off')} data-testid="calendar-add-off">
            {T.addOff}
          </Button>
          <Button onClick={() => setAdding('working')} data-testid="calendar-add-working">
            {T.addWorking}
          </Button>
        </div>
      )}
      {calendar.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : calendar.error ? (
        <EmptyState description={calendar.error.message}>
          <Button onClick={() => calendar.refetch()}>{operatorText.retry}</Button>
        </EmptyState>
      ) : runs.length === 0 ? (
        <EmptyState description={T.empty(year)} />
      ) : (
        <Table<Run>
          rowKey="key"
          size="middle"
          pagination={false}
          dataSource={runs}
          data-testid="calendar-table"
          columns={[
            {
              title: T.dates,
              key: 'dates',
              render: (_, r) => {
                const first = r.dates[0] ?? '';
                const last = r.dates.at(-1) ?? first;
                return (
                  <span data-testid="calendar-run">
                    {first}（{weekdayOf(first)}）{r.dates.length > 1 && ` 至 ${last}（${weekdayOf(last)}）`}
                    {r.dates.length > 1 && <span className="work-calendar-count">{T.days(r.dates.length)}</span>}
                    {r.note && <span className="work-calendar-note-inline">{r.note}</span>}
                  </span>
                );
              },
            },
            {
              title: T.kind,
              key: 'kind',
              width: 96,
              render: (_, r) => <Tag color={r.working ? 'blue' : 'red'}>{r.working ? T.kinds.working : T.kinds.off}</Tag>,
            },
            { title: T.note, dataIndex: 'note', key: 'note', responsive: ['sm'], render: (v: string) => v || '—' },
            { title: T.updatedBy, dataIndex: 'updatedBy', key: 'by', width: 110, responsive: ['md'] },
            ...(mayEdit
              ? [
                  {
                    title: T.actions,
                    key: 'actions',
                    width: 80,
                    render: (_: unknown, r: Run) => (
                      <Popconfirm
                        title={T.removeAsk}
                        description={T.removeExplain}
                        okText={T.remove}
                        cancelText={operatorText.cancel}
                        okButtonProps={{ danger: true, 'data-testid': 'calendar-remove-ok' } as never}
                        onConfirm={() => remove.run({ Dates: r.dates }, T.removed)}
                      >
                        <Button type="link" danger size="small" data-testid="calendar-remove">
                          {T.remove}
                        </Button>
                      </Popconfirm>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {adding && <AddDialog working={adding === 'working'} onClose={() => setAdding(null)} onSaved={(y) => setYear(y)} />}
    </ConsoleCard>
  );
}

function AddDialog({ working, onClose, onSaved }: { working: boolean; onClose: () => void; onSaved: (year: number) => void }) {
  const [form] = Form.useForm<{ range?: [Dayjs, Dayjs] | null; day?: Dayjs | null; note?: string }>();
  const save = useOperatorWrite('Operator/SaveWorkCalendarDays');
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const [start, end] = working ? [v.day, v.day] : (v.range ?? []);
    if (!start || !end) return;
    const StartDate = start.format('YYYY-MM-DD');
    const done = await save.run({ StartDate, EndDate: end.format('YYYY-MM-DD'), Working: working, Note: v.note ?? '' }, T.saved);
    if (done) {
      onSaved(start.year());
      onClose();
    }
  };
  return (
    <Modal
      open
      title={working ? T.addTitleWorking : T.addTitleOff}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onOk={submit} okText={operatorText.save} pending={save.pending} testId="calendar-save" />}
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="calendar-dialog">
        {working ? (
          <Form.Item name="day" label={T.workingDay} rules={[{ required: true, message: T.pickDates }]}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.day() !== 0 && d.day() !== 6} data-testid="calendar-day" />
          </Form.Item>
        ) : (
          <Form.Item name="range" label={T.range} rules={[{ required: true, message: T.pickDates }]}>
            <DatePicker.RangePicker style={{ width: '100%' }} data-testid="calendar-range" />
          </Form.Item>
        )}
        <Form.Item name="note" label={T.note}>
          <Input maxLength={WORK_CALENDAR_NOTE_MAX} showCount placeholder={T.notePlaceholder} data-testid="calendar-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
