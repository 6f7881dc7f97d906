import { PlusOutlined } from '@ant-design/icons';
import type { TShelfItem } from '@shanlian/contract';
import { Button, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { ConsolePageHead as PageHead } from '../../../components/console-layout';
import { QueryState } from '../../../components/query-state';
import { deskText } from '../../../lib/text';
import { operatorText } from '../../../lib/text/operator';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRun } from '../../../lib/use-run';
import { SHELF_PAGE_SIZE, type ShelfQuery, useFoodTypeTree, useSetOnSale, useShelf } from '../api/shelf';
import { ShelfEditor } from '../components/shelf-editor';
import { ShelfFilters } from '../components/shelf-filters';
import { ShelfTable } from '../components/shelf-table';

/** /supplier/shelf — the supplier's own items, on sale or not; add, edit, put on and take off sale. */
export default function DeskShelfPage() {
  usePageTitle(deskText.shelfTitle, deskText.deskName);
  const [query, setQuery] = useState<ShelfQuery>({ search: '', onSale: null, typeCode: '', page: 1 });
  const [typePath, setTypePath] = useState<string[]>([]);
  const shelf = useShelf(query);
  const { data: tree = [] } = useFoodTypeTree();
  const setOnSale = useSetOnSale();
  const run = useRun();
  const can = useCan();
  const [editor, setEditor] = useState<{ open: boolean; item: TShelfItem | null }>({ open: false, item: null });
  const rows = shelf.data?.rows ?? [];
  const filter = (patch: Partial<ShelfQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));

  const changeSale = (item: TShelfItem, onSale: boolean) =>
    run(() => setOnSale.mutateAsync({ id: item.Id, onSale }), onSale ? deskText.putOnSale : deskText.takenOffSale);

  return (
    <div className="desk-card">
      <PageHead
        title={deskText.shelfTitle}
        sub={operatorText.shelfSub}
        extra={
          can('shelf:edit') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ open: true, item: null })} data-testid="shelf-add">
              {deskText.addProduct}
            </Button>
          )
        }
      />
      <ShelfFilters
        tree={tree}
        onSale={query.onSale}
        typePath={typePath}
        onSearch={(search) => filter({ search })}
        onSaleChange={(onSale) => filter({ onSale })}
        onTypeChange={(path) => {
          setTypePath(path);
          filter({ typeCode: path[path.length - 1] ?? '' });
        }}
      />
      <QueryState
        isLoading={shelf.isLoading}
        error={shelf.error}
        onRetry={() => shelf.refetch()}
        isEmpty={rows.length === 0}
        skeleton={<Skeleton active paragraph={{ rows: 10 }} />}
      >
        <ShelfTable
          rows={rows}
          loading={shelf.isPlaceholderData}
          busyId={setOnSale.isPending ? (setOnSale.variables?.id ?? null) : null}
          onEdit={(item) => setEditor({ open: true, item })}
          onSale={changeSale}
        />
        <div className="desk-pager">
          <Pagination
            current={query.page}
            pageSize={SHELF_PAGE_SIZE}
            total={shelf.data?.pager.RowCount ?? 0}
            showTotal={deskText.total}
            showSizeChanger={false}
            onChange={(page) => setQuery((q) => ({ ...q, page }))}
          />
        </div>
      </QueryState>
      <ShelfEditor open={editor.open} item={editor.item} onClose={() => setEditor({ open: false, item: null })} />
    </div>
  );
}
