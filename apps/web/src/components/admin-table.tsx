import { SearchOutlined } from '@ant-design/icons';
import { TABLE_MAX_HEIGHT, type TPagerInfo } from '@shanlian/contract';
import { Button, Input, Popconfirm, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { TAdmin } from '../lib/text/admin';
import { useNarrow } from './console-layout';
import './admin-table.css';

/** Rows on one page of an administration list. */
export const PAGE_SIZE = 10;

/** A list's read (a paged query): its rows, count, and how it went. */
export interface PagedList<T> {
  data?: { rows: T[]; pager: TPagerInfo };
  isLoading: boolean;
  isFetching?: boolean;
  error?: Error | null;
}

/** Columns without their pinning (on a phone pinned columns would leave no room between them). */
function unpinned<T>(columns: TableColumnsType<T> | undefined): TableColumnsType<T> | undefined {
  return columns?.map((c) => ({ ...c, fixed: undefined, ...('children' in c && c.children ? { children: unpinned(c.children) } : {}) }));
}

/**
 * An administration list: the rows of `list`, its error in place of the rows, and the house pager
 * (10 a page, 共 n 条) when `page` is given; without it the whole list (a tree) in one.
 * On a phone every row is one line: cells do not wrap, nothing is pinned, the table scrolls sideways in its box.
 */
export function AdminTable<T extends object>({
  list,
  page,
  onPage,
  className,
  columns,
  scroll,
  ...props
}: Omit<TableProps<T>, 'pagination' | 'loading'> & { list: PagedList<T>; page?: number; onPage?: (page: number) => void }) {
  const narrow = useNarrow();
  return (
    <Table<T>
      rowKey="Id"
      size="middle"
      className={[narrow ? 'admin-table-narrow' : '', className ?? ''].join(' ').trim() || undefined}
      columns={narrow ? unpinned(columns) : columns}
      // at most TABLE_MAX_HEIGHT high on a wide screen, the header fixed above its rows; a phone scrolls the page
      scroll={narrow ? { ...scroll, x: 'max-content' } : { y: TABLE_MAX_HEIGHT, ...scroll }}
      dataSource={list.data?.rows ?? []}
      loading={list.isLoading || list.isFetching}
      locale={{ emptyText: list.error ? list.error.message : TAdmin.none }}
      pagination={
        page
          ? { current: page, pageSize: PAGE_SIZE, total: list.data?.pager.RowCount ?? 0, onChange: onPage, showTotal: TAdmin.total, showSizeChanger: false }
          : false
      }
      {...props}
    />
  );
}

/** The filters above a list: search box, selects, batch actions. */
export function AdminFilters({ children }: { children: ReactNode }) {
  return <div className="admin-filters">{children}</div>;
}

/** A search box that searches on Enter, and when cleared. */
export function SearchBox({ placeholder, onSearch, testId }: { placeholder: string; onSearch: (s: string) => void; testId?: string }) {
  const [text, setText] = useState('');
  return (
    <Input
      allowClear
      prefix={<SearchOutlined style={{ color: '#bbb' }} />}
      placeholder={placeholder}
      maxLength={50}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (!e.target.value) onSearch('');
      }}
      onPressEnter={() => onSearch(text.trim())}
      data-testid={testId}
    />
  );
}

/** The actions of a row: link buttons side by side (on a phone in one line, the table scrolls). */
export function RowActions({ children }: { children: ReactNode }) {
  const narrow = useNarrow();
  return (
    <Space size={0} wrap={!narrow}>
      {children}
    </Space>
  );
}

/** One action of a row. */
export function RowAction({ onClick, testId, children }: { onClick: () => void; testId?: string; children: ReactNode }) {
  return (
    <Button type="link" size="small" onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

/** An action of a row behind a confirmation (a delete by default: red, 删除). */
export function RowConfirm({
  title,
  onConfirm,
  testId,
  danger = true,
  children = TAdmin.delete,
}: {
  title: string;
  onConfirm: () => unknown;
  testId?: string;
  danger?: boolean;
  children?: ReactNode;
}) {
  return (
    <Popconfirm title={title} onConfirm={onConfirm}>
      <Button type="link" size="small" danger={danger} data-testid={testId}>
        {children}
      </Button>
    </Popconfirm>
  );
}

/** 批量删除 of the rows picked, behind a confirmation; off while none is picked. */
export function BatchDelete({ count, pending, onConfirm }: { count: number; pending: boolean; onConfirm: () => unknown }) {
  return (
    <Popconfirm title={TAdmin.batchDeleteConfirm(count)} disabled={!count} onConfirm={onConfirm}>
      <Button danger disabled={!count} loading={pending}>
        {TAdmin.batchDelete}
      </Button>
    </Popconfirm>
  );
}
