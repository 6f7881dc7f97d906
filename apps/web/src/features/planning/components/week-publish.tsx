import type { TWeekFeeding } from '@shanlian/contract';
import { addDays, formatChinaDate, mondayOf, PUBLISH_WEEKS_AHEAD } from '@shanlian/contract/browser';
import { Button, Modal, Select, Space, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { sunshineApi } from '../../../api/sunshine';
import { sunshineText as T } from '../../../lib/text/sunshine';
import { useMe } from '../../../lib/use-me';

/** 11月23日–11月29日 */
const weekLabel = (monday: string) => {
  return `${T.monthDay(monday)}–${T.monthDay(addDays(monday, 6))}`;
};

/** The school's published weeks by package (Mondays, oldest first), and the Monday of this week. */
export function usePublishedWeeks() {
  // the published weeks are read and written under the school's 阳光食堂 key (its centre pages share it)
  const q = sunshineApi.useOp('WeekFeeding/GetPublishedWeeks', {});
  const thisMonday = mondayOf(formatChinaDate(new Date()));
  const byWeek = useMemo(() => {
    const m = new Map<string, string[]>();
    for (const p of q.data ?? []) m.set(p.WeekFeedingId, [...(m.get(p.WeekFeedingId) ?? []), p.WeekStart].sort());
    return m;
  }, [q.data]);
  const owner = useMemo(() => new Map((q.data ?? []).map((p) => [p.WeekStart, p.WeekFeedingName])), [q.data]);
  return { byWeek, owner, thisMonday };
}

/** 已公布 tags of a package: its current and coming published weeks (past ones counted). */
export function PublishedTags({ weeks, thisMonday }: { weeks: readonly string[]; thisMonday: string }) {
  if (weeks.length === 0) return null;
  const current = weeks.filter((w) => w >= thisMonday);
  const past = weeks.length - current.length;
  return (
    <Space size={4} wrap style={{ marginTop: 4 }} data-testid="week-published">
      {current.map((w) => (
        <Tag key={w} color="green">
          {T.publishedWeek(w === thisMonday ? T.thisWeek : weekLabel(w))}
        </Tag>
      ))}
      {past > 0 && (
        <Tooltip title={weeks.slice(0, past).map(weekLabel).join('，')}>
          <Tag>{T.pastPublished(past)}</Tag>
        </Tooltip>
      )}
    </Space>
  );
}

/** 公布/撤回 of one package: a week picker (this week and the next seven) and a link to the public page. */
export function PublishAction({
  week,
  published,
  owner,
  thisMonday,
}: {
  week: Pick<TWeekFeeding, 'Id' | 'WeekFeedingName'>;
  published: readonly string[];
  owner: Map<string, string>;
  thisMonday: string;
}) {
  const { data: me } = useMe();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(thisMonday);
  const publish = sunshineApi.useWrite('WeekFeeding/PublishWeek');
  const options = Array.from({ length: PUBLISH_WEEKS_AHEAD }, (_, i) => {
    const w = addDays(thisMonday, 7 * i);
    const mine = published.includes(w);
    const other = !mine ? owner.get(w) : undefined;
    return {
      value: w,
      label: `${weekLabel(w)}${i === 0 ? T.thisWeekMark : ''}${mine ? T.weekMine : other ? T.weekOther(other) : ''}`,
    };
  });
  const isMine = published.includes(chosen);
  const replaces = !isMine ? owner.get(chosen) : undefined;
  const run = async (Published: boolean) => {
    const done = await publish.run({ Id: week.Id, Published, WeekStart: chosen }, Published ? T.publishedDone : T.withdrawn);
    if (done) setOpen(false);
  };
  return (
    <>
      <Button
        type="link"
        size="small"
        onClick={() => {
          setChosen(published.find((w) => w >= thisMonday) ?? thisMonday);
          setOpen(true);
        }}
        data-testid="week-publish"
      >
        {T.publishButton}
      </Button>
      <Modal
        open={open}
        title={T.publishTitle(week.WeekFeedingName)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          <Space wrap>
            <Button onClick={() => setOpen(false)}>{T.cancel}</Button>
            {isMine ? (
              <Button danger loading={publish.pending} onClick={() => run(false)} data-testid="week-withdraw-confirm">
                {T.withdrawWeek}
              </Button>
            ) : (
              <Button type="primary" loading={publish.pending} onClick={() => run(true)} data-testid="week-publish-confirm">
                {T.publishWeek}
              </Button>
            )}
          </Space>
        }
      >
        <p>{T.publishExplain}</p>
        <Select value={chosen} onChange={setChosen} options={options} style={{ width: '100%' }} data-testid="week-publish-week" />
        {replaces && <div style={{ color: '#d46b08', marginTop: 8 }}>{T.replaces(replaces)}</div>}
        {me?.FirmId && (
          <div style={{ marginTop: 12 }}>
            <a href={`/eshop/school/${me.FirmId}`} target="_blank" rel="noreferrer" data-testid="week-public-link">
              {T.viewPublicPage}
            </a>
          </div>
        )}
      </Modal>
    </>
  );
}
