import { SearchOutlined } from '@ant-design/icons';
import { TABLE_MAX_HEIGHT, type TPagerInfo } from '@shanlian/contract';
import { Button, Checkbox, DatePicker, Empty, Input, Pagination, Popconfirm, Select, Space, Spin, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { type HTMLAttributes, type Key, type ReactNode, useRef, useState } from 'react';
import { adminText } from '../lib/text/admin';
import { useNarrow } from './console-layout';
import './admin-table.css';

/** Rows on one page of an administration list. */
export const PAGE_SIZE = 10;
/** The page sizes a reader may pick where a list offers them. */
const PAGE_SIZES = [10, 20, 50];

/** A list's read (a paged query): its rows, count, and how it went. */
export interface PagedList<T> {
  data?: { rows: T[]; pager: TPagerInfo };
  isLoading: boolean;
  isFetching?: boolean;
  error?: Error | null;
}

type Leaf<T> = ColumnType<T>;

/** The columns that hold values, groups opened, those hidden on a phone (`responsive` without xs) left out. */
function leavesOf<T>(columns: readonly unknown[] | undefined): Leaf<T>[] {
  return (columns ?? []).flatMap((col) => {
    const c = col as Leaf<T> & { children?: readonly unknown[] };
    if (c.children) return leavesOf<T>(c.children);
    return c.hidden || (c.responsive && !c.responsive.includes('xs')) ? [] : [c];
  });
}

/** The column of a row's actions: titled 操作 (every list's word for it) or keyed so. */
const isActions = <T,>(c: Leaf<T>) => c.title === adminText.actions || ['actions', 'op', 'operations'].includes(String(c.key));

/** What a column shows for a row, as the table would draw it. */
function cellOf<T>(c: Leaf<T>, row: T, index: number): ReactNode {
  // dataIndex is a deep path type in antd; read it as plain keys
  const at = c.dataIndex as unknown as string | number | readonly (string | number)[] | undefined;
  const path = at === undefined ? [] : Array.isArray(at) ? at : [at as string | number];
  let value: unknown = row;
  for (const k of path) value = value == null ? value : (value as Record<string | number, unknown>)[k];
  const shown: unknown = c.render ? c.render(value, row, index) : value;
  // a render may answer antd's old { children, props } form
  const node = isRenderedCell(shown) ? shown.children : (shown as ReactNode);
  return node === null || node === undefined || node === '' ? '—' : node;
}

function isRenderedCell(v: unknown): v is { children: ReactNode } {
  return typeof v === 'object' && v !== null && !('$$typeof' in v) && 'props' in v && 'children' in v;
}

const titleOf = <T,>(c: Leaf<T>): ReactNode => (typeof c.title === 'function' ? c.title({}) : c.title);

/** Rows of a tree (a list's `children`), depth first, each with its depth. */
function flatten<T>(rows: readonly T[], childrenKey: string, depth = 0): { row: T; depth: number }[] {
  return rows.flatMap((row) => {
    const kids = (row as Record<string, unknown>)[childrenKey];
    return [{ row, depth }, ...(Array.isArray(kids) && kids.length ? flatten(kids as T[], childrenKey, depth + 1) : [])];
  });
}

/**
 * A list on a phone: each row a card. Its first column heads the card (beside its checkbox when rows
 * are picked), the other columns follow as 名称：值 lines, and its actions (the 操作 column) sit at the
 * foot, all visible without scrolling sideways. A tree's children follow their parent, indented; a row
 * that unfolds (expandedRowRender) has 展开 / 收起. The table's own props (onRow's test ids, rowSelection,
 * pagination, loading, the empty text) keep their meaning.
 */
function RowCards<T extends object>(props: TableProps<T>) {
  const { columns, dataSource, rowKey = 'key', onRow, rowClassName, rowSelection, expandable, pagination, loading, locale, className } = props;
  const testId = (props as { 'data-testid'?: string })['data-testid'];
  const leaves = leavesOf<T>(columns);
  const actions = leaves.find(isActions);
  const [head, ...fields] = leaves.filter((c) => c !== actions);
  const keyOf = (row: T, i: number): Key => (typeof rowKey === 'function' ? rowKey(row, i) : ((row as Record<string, Key>)[rowKey as string] ?? i));
  const rows = flatten(dataSource ?? [], expandable?.childrenColumnName ?? 'children');
  // rows picked on other pages are handed back with the pick, as the table does
  const seen = useRef(new Map<Key, T>());
  for (const [i, { row }] of rows.entries()) seen.current.set(keyOf(row, i), row);
  const picked = new Set(rowSelection?.selectedRowKeys ?? []);
  const pick = (keys: Key[]) =>
    rowSelection?.onChange?.(
      keys,
      keys.map((k) => seen.current.get(k)).filter((r): r is T => r !== undefined),
      { type: 'multiple' },
    );
  const [openKeys, setOpenKeys] = useState<readonly Key[]>([]);
  const open = expandable?.expandedRowKeys ?? openKeys;
  const toggle = (k: Key) => {
    const next = open.includes(k) ? open.filter((x) => x !== k) : [...open, k];
    setOpenKeys(next);
    expandable?.onExpandedRowsChange?.(next);
  };
  const pageKeys = rows.map(({ row }, i) => keyOf(row, i));
  const selectable = rowSelection ? rows.filter(({ row }) => !rowSelection.getCheckboxProps?.(row)?.disabled).map(({ row }, i) => keyOf(row, i)) : [];
  const allPicked = selectable.length > 0 && selectable.every((k) => picked.has(k));
  const pagerProps = pagination && typeof pagination === 'object' ? pagination : null;
  const empty = typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText;

  return (
    <div className={['admin-cards', className ?? ''].join(' ').trim()} data-testid={testId}>
      <Spin spinning={!!loading}>
        {rowSelection && rows.length > 0 && rowSelection.type !== 'radio' && (
          <Checkbox
            className="admin-cards-all"
            checked={allPicked}
            indeterminate={!allPicked && selectable.some((k) => picked.has(k))}
            onChange={(e) => pick(e.target.checked ? [...new Set([...picked, ...selectable])] : [...picked].filter((k) => !selectable.includes(k)))}
          >
            {adminText.pickPage}
          </Checkbox>
        )}
        {rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty ?? adminText.none} />
        ) : (
          rows.map(({ row, depth }, i) => {
            const key = pageKeys[i] as Key;
            const own = (onRow?.(row, i) ?? {}) as HTMLAttributes<HTMLDivElement>;
            const extra = typeof rowClassName === 'function' ? rowClassName(row, i, depth) : rowClassName;
            const unfolds = expandable?.expandedRowRender && (expandable.rowExpandable?.(row) ?? true);
            return (
              <div
                key={key}
                {...own}
                className={['admin-card', extra ?? '', own.className ?? ''].join(' ').trim()}
                style={{ ...own.style, marginInlineStart: Math.min(depth, 3) * 16 }}
              >
                <div className="admin-card-head">
                  {rowSelection && (
                    <Checkbox
                      checked={picked.has(key)}
                      disabled={rowSelection.getCheckboxProps?.(row)?.disabled}
                      onChange={(e) =>
                        pick(e.target.checked ? (rowSelection.type === 'radio' ? [key] : [...picked, key]) : [...picked].filter((k) => k !== key))
                      }
                      aria-label={adminText.pickRow}
                    />
                  )}
                  <div className="admin-card-title">{head && cellOf(head, row, i)}</div>
                </div>
                {fields.length > 0 && (
                  <dl className="admin-card-fields">
                    {fields.map((c, n) => (
                      <div key={String(c.key ?? n)} className="admin-card-field">
                        <dt>{titleOf(c)}</dt>
                        <dd>{cellOf(c, row, i)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {unfolds && open.includes(key) && <div className="admin-card-more">{expandable.expandedRowRender?.(row, i, 0, true)}</div>}
                {(actions || unfolds) && (
                  <div className="admin-card-actions">
                    {unfolds && (
                      <Button type="link" size="small" onClick={() => toggle(key)} aria-expanded={open.includes(key)}>
                        {open.includes(key) ? adminText.fold : adminText.unfold}
                      </Button>
                    )}
                    {actions && cellOf(actions, row, i)}
                  </div>
                )}
              </div>
            );
          })
        )}
      </Spin>
      {pagerProps && <Pagination className="admin-cards-pager" size="small" {...pagerProps} onChange={(p, size) => pagerProps.onChange?.(p, size)} />}
    </div>
  );
}

/**
 * antd's table on a wide screen; on a phone (under 768 px) the same rows as cards, every value and
 * every action in sight (RowCards). Lists of the consoles and desks use this for the one phone layout.
 */
export function ResponsiveTable<T extends object>(props: TableProps<T>) {
  const narrow = useNarrow();
  return narrow ? <RowCards<T> {...props} /> : <Table<T> {...props} />;
}

/** The rows of one read, all in one (the page pages them itself, or they are few); on a phone as cards (ResponsiveTable). */
export function RowsTable<T extends object>({
  rows,
  fetching,
  ...props
}: Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> & { rows: readonly T[]; fetching?: boolean }) {
  return <ResponsiveTable<T> rowKey="Id" size="middle" dataSource={rows as T[]} loading={fetching} pagination={false} {...props} />;
}

/**
 * An administration list: the rows of `list`, its error in place of the rows, and the house pager
 * (10 a page, 共 n 条) when `page` is given; without it the whole list (a tree) in one.
 * On a phone each row is a card with its actions in sight (ResponsiveTable).
 */
export function AdminTable<T extends object>({
  list,
  page,
  onPage,
  scroll,
  ...props
}: Omit<TableProps<T>, 'pagination' | 'loading'> & { list: PagedList<T>; page?: number; onPage?: (page: number) => void }) {
  return (
    <ResponsiveTable<T>
      rowKey="Id"
      size="middle"
      // at most TABLE_MAX_HEIGHT high, the header fixed above its rows
      scroll={{ y: TABLE_MAX_HEIGHT, ...scroll }}
      dataSource={list.data?.rows ?? []}
      loading={list.isLoading || list.isFetching}
      locale={{ emptyText: list.error ? list.error.message : adminText.none }}
      pagination={
        page
          ? { current: page, pageSize: PAGE_SIZE, total: list.data?.pager.RowCount ?? 0, onChange: onPage, showTotal: adminText.total, showSizeChanger: false }
          : false
      }
      {...props}
    />
  );
}

/**
 * The filters above a list: search box, selects, a date range, batch actions. `className` names a
 * page's own bar (its widths and spacing) in place of the administration lists' one.
 */
export function AdminFilters({ className = 'admin-filters', children }: { className?: string; children: ReactNode }) {
  return <div className={className}>{children}</div>;
}

/**
 * A search box that searches on Enter, and when cleared. Given `value` and `onChange` it holds no
 * text of its own: the page keeps the text (a draft of several filters applied together).
 */
export function SearchBox({
  placeholder,
  onSearch,
  testId,
  value,
  onChange,
}: {
  placeholder: string;
  onSearch: (s: string) => void;
  testId?: string;
  value?: string;
  onChange?: (s: string) => void;
}) {
  const [own, setOwn] = useState('');
  const text = value ?? own;
  return (
    <Input
      allowClear
      prefix={<SearchOutlined style={{ color: '#bbb' }} />}
      placeholder={placeholder}
      maxLength={50}
      value={text}
      onChange={(e) => {
        if (onChange) onChange(e.target.value);
        else setOwn(e.target.value);
        if (!e.target.value) onSearch('');
      }}
      onPressEnter={() => onSearch(text.trim())}
      data-testid={testId}
    />
  );
}

/** A select among a list's filters: cleared, it filters nothing (null). */
export function SelectFilter<V extends string | number>({
  placeholder,
  value,
  onChange,
  options,
  width,
  testId,
}: {
  placeholder: string;
  value: V | null;
  onChange: (v: V | null) => void;
  options: { value: V; label: ReactNode }[];
  width?: number;
  testId?: string;
}) {
  return (
    <Select<V>
      allowClear
      placeholder={placeholder}
      style={width ? { width } : undefined}
      value={value ?? undefined}
      onChange={(v) => onChange(v ?? null)}
      options={options}
      data-testid={testId}
    />
  );
}

/** A range of days among a list's filters: both ends, or none (null). Without `value` the picker keeps its own. */
export function DateRangeFilter({
  placeholder,
  value,
  onChange,
  testId,
}: {
  placeholder: [string, string];
  value?: [Dayjs, Dayjs] | null;
  onChange: (range: [Dayjs, Dayjs] | null) => void;
  testId?: string;
}) {
  return (
    <DatePicker.RangePicker
      {...(value === undefined ? {} : { value })}
      placeholder={placeholder}
      onChange={(v) => {
        const [a, b] = (v ?? []) as [Dayjs | null, Dayjs | null];
        onChange(a && b ? [a, b] : null);
      }}
      data-testid={testId}
    />
  );
}

/** A list's filters and its page (10 a page): a change of any filter starts again at page 1. */
export function useListFilter<F extends object>(first: F) {
  const [filter, setFilter] = useState(first);
  const [page, setPage] = useState(1);
  return {
    filter,
    page,
    setPage,
    set(patch: Partial<F>) {
      setFilter((f) => ({ ...f, ...patch }));
      setPage(1);
    },
    PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE },
  };
}
export type ListFilter<F extends object> = ReturnType<typeof useListFilter<F>>;

/** The page and page size of a list whose size the reader picks; a new size starts again at page 1. */
export function usePageAndSize(first = PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(first);
  const onChange = (p: number, s: number) => {
    if (s !== size) {
      setSize(s);
      setPage(1);
    } else setPage(p);
  };
  return { page, size, setPage, onChange, PagerInfo: { PageIndex: page, PageSize: size } };
}

/** The pager under a list of 10, 20 or 50 a page (usePageAndSize), right-aligned, small on a phone. */
export function SizedPager({
  pager,
  total,
  showTotal,
}: {
  pager: { page: number; size: number; onChange: (page: number, size: number) => void };
  total: number;
  showTotal: (total: number) => ReactNode;
}) {
  const narrow = useNarrow();
  return (
    <Pagination
      style={{ marginTop: 12, justifyContent: 'flex-end' }}
      current={pager.page}
      pageSize={pager.size}
      total={total}
      showSizeChanger
      pageSizeOptions={PAGE_SIZES}
      showTotal={showTotal}
      size={narrow ? 'small' : undefined}
      onChange={pager.onChange}
    />
  );
}

/** The actions of a row: link buttons side by side, wrapping when the row (or a phone's card) is narrow. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Space size={0} wrap>
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
  children = adminText.delete,
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
    <Popconfirm title={adminText.batchDeleteConfirm(count)} disabled={!count} onConfirm={onConfirm}>
      <Button danger disabled={!count} loading={pending}>
        {adminText.batchDelete}
      </Button>
    </Popconfirm>
  );
}
