import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Table, type TableProps, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { operatorContentText } from '../../../lib/text/operator-content';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * A content page of the operator console: its title in the tab, whether the caller may edit or
 * delete content, and what its dialog edits (`E`; null while closed).
 */
export function useContentPage<E>(title: string) {
  usePageTitle(title);
  const can = useCan();
  const [editing, setEditing] = useState<E | null>(null);
  return { canEdit: can('cms:edit'), canDelete: can('cms:delete'), editing, setEditing };
}

/** The 排序 a new record gets: one after the last. */
export const nextSortOf = (rows: readonly { Sort: number }[]) => rows.reduce((m, r) => Math.max(m, r.Sort + 1), 0);

/** A content page's head: its title, what it is, 在商城查看 where the store shows it (`storeLink`), and 新增 for an editor. */
export function ContentHead({
  title,
  sub,
  storeLink = false,
  canAdd,
  onAdd,
  addText,
  addTestId,
}: {
  title: string;
  sub: string;
  storeLink?: boolean;
  canAdd: boolean;
  onAdd: () => void;
  addText: string;
  addTestId: string;
}) {
  const add = canAdd && (
    <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid={addTestId}>
      {addText}
    </Button>
  );
  return (
    <ConsolePageHead
      title={title}
      sub={sub}
      extra={
        storeLink ? (
          <>
            <Link to="/eshop/store" target="_blank">
              <Button icon={<EyeOutlined />}>{operatorContentText.viewInStore}</Button>
            </Link>
            {add}
          </>
        ) : (
          add
        )
      }
    />
  );
}

/** 删除 of a content record behind a confirmation; off, with the reason on hover, while it may not go (`blocked`). */
export function DeleteAction({
  title,
  description,
  onConfirm,
  testId,
  blocked,
  blockedTestId,
}: {
  title: string;
  description?: string;
  onConfirm: () => unknown;
  testId: string;
  blocked?: string | null;
  blockedTestId?: string;
}) {
  if (blocked)
    return (
      <Tooltip title={blocked}>
        <Button type="link" size="small" danger disabled data-testid={blockedTestId}>
          {operatorContentText.del}
        </Button>
      </Tooltip>
    );
  return (
    <Popconfirm title={title} description={description} okButtonProps={{ danger: true }} onConfirm={onConfirm}>
      <Button type="link" size="small" danger data-testid={testId}>
        {operatorContentText.del}
      </Button>
    </Popconfirm>
  );
}

/** A content list in its card: every row at once, the read's error or `empty` in place of none. */
export function ContentTable<T extends { Id: string }>({
  list,
  rows,
  empty,
  ...props
}: Omit<TableProps<T>, 'rowKey' | 'size' | 'dataSource' | 'loading' | 'pagination' | 'locale'> & {
  list: { isLoading: boolean; error: Error | null };
  rows: T[];
  empty: string;
}) {
  return (
    <ConsoleCard>
      <Table<T>
        rowKey="Id"
        size="middle"
        dataSource={rows}
        loading={list.isLoading}
        pagination={false}
        locale={{ emptyText: list.error ? list.error.message : empty }}
        {...props}
      />
    </ConsoleCard>
  );
}
