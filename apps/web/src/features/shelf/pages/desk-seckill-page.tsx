import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { SeckillStatus, type SeckillStatusCode } from '@shanlian/contract/browser';
import { Button, Pagination, Segmented, Skeleton, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConsolePageHead as PageHead } from '../../../components/console-layout';
import { QueryState } from '../../../components/query-state';
import { type SeckillRow, seckillRows } from '../../../lib/desk-rules';
import { deskText } from '../../../lib/text';
import { useCan } from '../../../lib/use-can';
import { useNow } from '../../../lib/use-now';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRun } from '../../../lib/use-run';
import { type SeckillInput, useDeleteSeckill, useSaveSeckill, useWholeShelf } from '../api/shelf';
import { SeckillDialog } from '../components/seckill-dialog';
import { SECKILL_STATUS, SeckillTable } from '../components/seckill-table';

const PAGE_SIZE = 10;
type Filter = 'all' | SeckillStatusCode;
const FILTERS: Filter[] = ['all', SeckillStatus.Running, SeckillStatus.NotStarted, SeckillStatus.Ended];

/** /supplier/seckill — every flash-sale window of the supplier's items; ?item=<id> opens a new one for that item. */
export default function DeskSeckillPage() {
  usePageTitle(deskText.seckillTitle, deskText.deskName);
  const shelf = useWholeShelf();
  // the status of a window changes as time passes; a minute is fine enough for a list
  const now = useNow(30_000);
  const save = useSaveSeckill();
  const remove = useDeleteSeckill();
  const run = useRun();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ open: boolean; row: SeckillRow | null }>({ open: false, row: null });
  const presetItemId = params.get('item');

  const all = useMemo(() => seckillRows(shelf.data ?? [], now), [shelf.data, now]);
  const rows = filter === 'all' ? all : all.filter((r) => r.status === filter);
  const countOf = (f: Filter) => (f === 'all' ? all.length : all.filter((r) => r.status === f).length);

  useEffect(() => {
    if (presetItemId) setDialog({ open: true, row: null });
  }, [presetItemId]);
  const close = () => {
    setDialog({ open: false, row: null });
    if (presetItemId) setParams({}, { replace: true });
  };
  const submit = async (input: SeckillInput) => {
    const r = await run(() => save.mutateAsync(input), deskText.seckillSaved);
    if (r.ok) close();
  };

  return (
    <div className="desk-card">
      <PageHead
        title={deskText.seckillTitle}
        sub={deskText.seckillSub}
        extra={
          <Space>
            <a href="/eshop/store/seckill" target="_blank" rel="noreferrer">
              <Button icon={<ExportOutlined />}>{deskText.seckillInStore}</Button>
            </a>
            {can('seckill:edit') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, row: null })} data-testid="seckill-add">
                {deskText.seckillAdd}
              </Button>
            )}
          </Space>
        }
      />
      <div className="desk-filters" style={{ marginBottom: 14 }}>
        <Segmented<Filter>
          value={filter}
          onChange={(f) => {
            setFilter(f);
            setPage(1);
          }}
          options={FILTERS.map((f) => ({ value: f, label: `${f === 'all' ? deskText.statusAll : SECKILL_STATUS[f].label} ${countOf(f)}` }))}
        />
      </div>
      <QueryState
        isLoading={shelf.isLoading}
        error={shelf.error}
        onRetry={() => shelf.refetch()}
        isEmpty={rows.length === 0}
        skeleton={<Skeleton active paragraph={{ rows: 8 }} />}
      >
        <SeckillTable
          rows={rows}
          page={page}
          pageSize={PAGE_SIZE}
          onEdit={(row) => setDialog({ open: true, row })}
          onDelete={(row) => run(() => remove.mutateAsync(row.Id), deskText.seckillDeleted)}
        />
        <div className="desk-pager">
          <Pagination current={page} pageSize={PAGE_SIZE} total={rows.length} showTotal={deskText.total} showSizeChanger={false} onChange={setPage} />
        </div>
      </QueryState>
      <SeckillDialog
        open={dialog.open}
        row={dialog.row}
        items={shelf.data ?? []}
        presetItemId={presetItemId}
        pending={save.isPending}
        onSubmit={submit}
        onClose={close}
      />
    </div>
  );
}
