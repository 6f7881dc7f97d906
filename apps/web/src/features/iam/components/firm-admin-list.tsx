import { PlusOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { AdminCard } from '../../../components/admin-card';
import { AdminFilters, AdminTable, type ListFilter, type PagedList, SearchBox } from '../../../components/admin-table';
import { firmAdminText } from '../../../lib/text/firm-admin';

/** The search of a firm administration list. */
export const NO_NAME_FILTER = { search: '' };

/**
 * A list of a firm's own administration (岗位管理, 角色管理): the page's card with 新增 (`addTestId`)
 * where the caller may add, a search by name, the rows ten a page, and the page's dialogs (`children`).
 */
export function FirmAdminList<T extends object>({
  title,
  sub,
  canAdd,
  onAdd,
  addTestId,
  query,
  list,
  columns,
  scrollX,
  children,
}: {
  title: string;
  sub: string;
  canAdd: boolean;
  onAdd: () => void;
  addTestId: string;
  query: ListFilter<typeof NO_NAME_FILTER>;
  list: PagedList<T>;
  columns: TableColumnsType<T>;
  scrollX?: number;
  children: ReactNode;
}) {
  return (
    <AdminCard
      title={title}
      sub={sub}
      extra={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid={addTestId}>
            {firmAdminText.add}
          </Button>
        )
      }
    >
      <AdminFilters>
        <SearchBox placeholder={firmAdminText.searchName} onSearch={(s) => query.set({ search: s })} />
      </AdminFilters>
      <AdminTable<T> list={list} columns={columns} {...(scrollX ? { scroll: { x: scrollX } } : {})} page={query.page} onPage={query.setPage} />
      {children}
    </AdminCard>
  );
}
