import type { TDepartment, TFieldRule, TPosition } from '@shanlian/contract';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import {
  AdminFilters,
  AdminTable,
  BatchDelete,
  type ListFilter,
  type PagedList,
  RowAction,
  RowActions,
  RowConfirm,
  SearchBox,
} from '../../../components/admin-table';
import { AreaCascader } from '../../../components/area-cascader';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { formatChinaTime } from '../../../lib/format';
import { adminText } from '../../../lib/text/admin';
import { consoleText } from '../../../lib/text/console';
import { selectTree, subtreeIds, treeOf } from '../../../lib/tree';
import { useCan } from '../../../lib/use-can';
import { CatalogueDialog, type CatalogueValues } from './catalogue-dialog';

type Row = TDepartment | TPosition;
type Editing = { id: string | null; initial: Partial<CatalogueValues> } | null;

/** The filters of a catalogue list: a name searched for and an area. */
export interface CatalogueFilter {
  search: string;
  area: string | null;
}
export const NO_CATALOGUE_FILTER: CatalogueFilter = { search: '', area: null };

const parentOf = (r: Row) => ('ParentId' in r ? r.ParentId : undefined);

/**
 * A console catalogue of the supervisors' organisation (/console/departments, /console/positions):
 * the names within reach by area and organisation, searched by name and area, added, edited,
 * deleted one or many, each in CatalogueDialog. `kind` names the permissions (`<kind>:edit`,
 * `<kind>:delete`) and the test ids (`<kind>-add`, `<kind>-search`). A `tree` (departments) is
 * read whole and shown as a tree (a search answers a flat list), with 新增下级 and a parent to pick.
 */
export function CataloguePage<T extends Row>({
  kind,
  texts,
  query,
  list,
  tree = false,
  rules,
  save,
  pending,
  remove,
  removeMany,
  removeManyPending,
}: {
  kind: 'department' | 'position';
  texts: { title: string; sub: string; add: string; edit: string; name: string };
  query: ListFilter<CatalogueFilter>;
  list: PagedList<T>;
  tree?: boolean;
  rules?: TFieldRule[];
  /** Adds (id null) or updates a record; a truthy answer closes the dialog. */
  save: (v: CatalogueValues, id: string | null) => Promise<unknown>;
  pending: boolean;
  remove: (id: string) => Promise<unknown>;
  removeMany: (ids: string[]) => Promise<unknown>;
  removeManyPending: boolean;
}) {
  const can = useCan();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const { search, area } = query.filter;
  const rows = list.data?.rows ?? [];
  // a tree is read only where the rows are departments (`tree`)
  const shown = useMemo(() => (tree && !search ? treeOf(rows as TDepartment[]) : rows), [rows, search, tree]);
  const canEdit = can(`${kind}:edit`);
  const canDelete = can(`${kind}:delete`);

  return (
    <>
      <ConsolePageHead
        title={texts.title}
        sub={texts.sub}
        extra={
          canEdit && (
            <Button type="primary" data-testid={`${kind}-add`} onClick={() => setEditing({ id: null, initial: { AreaCode: area ?? undefined } })}>
              {texts.add}
            </Button>
          )
        }
      />
      <ConsoleCard>
        <AdminFilters>
          <SearchBox placeholder={consoleText.searchName} testId={`${kind}-search`} onSearch={(s) => query.set({ search: s })} />
          <AreaCascader value={area} onChange={(a) => query.set({ area: a })} placeholder={consoleText.allAreas} style={{ width: 220 }} />
          {canDelete && (
            <BatchDelete
              count={selected.length}
              pending={removeManyPending}
              onConfirm={async () => {
                if (await removeMany(selected)) setSelected([]);
              }}
            />
          )}
        </AdminFilters>
        <AdminTable<T>
          list={list}
          {...(tree ? { dataSource: shown as T[], expandable: { defaultExpandAllRows: true } } : { page: query.page, onPage: query.setPage })}
          rowSelection={
            canDelete ? { selectedRowKeys: selected, onChange: (k) => setSelected(k as string[]), ...(tree ? { checkStrictly: true } : {}) } : undefined
          }
          columns={[
            { title: texts.name, dataIndex: 'Name' },
            { title: consoleText.area, dataIndex: 'AreaName', width: 160 },
            { title: consoleText.org, dataIndex: 'OrgName', width: 180 },
            { title: consoleText.userCount, dataIndex: 'UserCount', width: 80 },
            { title: consoleText.createTime, dataIndex: 'CreateTime', width: 170, render: (t: string) => formatChinaTime(t) },
            {
              title: consoleText.actions,
              key: 'ops',
              hidden: !can([`${kind}:edit`, `${kind}:delete`]),
              width: tree ? 220 : 150,
              render: (_, r) => (
                <RowActions>
                  {canEdit && tree && (
                    <RowAction onClick={() => setEditing({ id: null, initial: { ParentId: r.Id, AreaCode: r.AreaCode, OrgId: r.OrgId } })}>
                      {consoleText.addChild}
                    </RowAction>
                  )}
                  {canEdit && (
                    <RowAction
                      onClick={() =>
                        setEditing({
                          id: r.Id,
                          initial: { Name: r.Name, ...(tree ? { ParentId: parentOf(r) } : {}), AreaCode: r.AreaCode, OrgId: r.OrgId },
                        })
                      }
                    >
                      {consoleText.edit}
                    </RowAction>
                  )}
                  {canDelete && <RowConfirm title={adminText.deleteConfirm(r.Name)} onConfirm={() => remove(r.Id)} />}
                </RowActions>
              ),
            },
          ]}
        />
      </ConsoleCard>
      <CatalogueDialog
        open={!!editing}
        title={editing?.id ? texts.edit : texts.add}
        nameLabel={texts.name}
        initial={editing?.initial ?? {}}
        parents={tree ? selectTree(rows as TDepartment[], editing?.id ? subtreeIds(rows as TDepartment[], editing.id) : undefined) : undefined}
        rules={rules}
        pending={pending}
        onCancel={() => setEditing(null)}
        onSubmit={async (v) => {
          if (await save(v, editing?.id ?? null)) setEditing(null);
        }}
      />
    </>
  );
}
