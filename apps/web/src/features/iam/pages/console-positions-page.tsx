import type { TPosition } from '@shanlian/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { AdminFilters, AdminTable, BatchDelete, PAGE_SIZE, RowAction, RowActions, RowConfirm, SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { formatChinaTime } from '../../../lib/format';
import { adminText } from '../../../lib/text/admin';
import { consoleText } from '../../../lib/text/console';
import { useCan } from '../../../lib/use-can';
import { useConsoleOp, useConsolePaged, useConsoleWrite } from '../../../api/console-api';
import { AreaCascader } from '../../../components/area-cascader';
import { CatalogueDialog, type CatalogueValues } from '../components/catalogue-dialog';

type Editing = { id: string | null; initial: Partial<CatalogueValues> } | null;

/** /console/positions: the positions within reach; add, edit, delete one or many. */
export default function PositionsPage() {
  const can = useCan();
  const [search, setSearch] = useState('');
  const [area, setArea] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const input = { SearchName: search || null, AreaCode: area, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } };
  const list = useConsolePaged('BA_Position/GetBA_PositionList', input);
  const { data: rules } = useConsoleOp('BA_Position/GetValidationPara', {});
  const add = useConsoleWrite('BA_Position/AddBA_Position');
  const update = useConsoleWrite('BA_Position/UpdateBA_Position');
  const remove = useConsoleWrite('BA_Position/DeleteBA_Position');
  const removeMany = useConsoleWrite('BA_Position/DeleteBA_PositionINID');

  const save = async (v: CatalogueValues) => {
    const info = { Name: v.Name, AreaCode: v.AreaCode, OrgId: v.OrgId ?? null };
    const ok = editing?.id
      ? await update.run({ BA_PositionInfo: { ...info, Id: editing.id } }, consoleText.saved)
      : await add.run({ BA_PositionInfo: info }, consoleText.saved);
    if (ok) setEditing(null);
  };

  return (
    <>
      <ConsolePageHead
        title={consoleText.menuPositions}
        sub={consoleText.positionsSub}
        extra={
          can('position:edit') && (
            <Button type="primary" data-testid="position-add" onClick={() => setEditing({ id: null, initial: { AreaCode: area ?? undefined } })}>
              {consoleText.addPosition}
            </Button>
          )
        }
      />
      <ConsoleCard>
        <AdminFilters>
          <SearchBox
            placeholder={consoleText.searchName}
            testId="position-search"
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
          />
          <AreaCascader
            value={area}
            onChange={(a) => {
              setArea(a);
              setPage(1);
            }}
            placeholder={consoleText.allAreas}
            style={{ width: 220 }}
          />
          {can('position:delete') && (
            <BatchDelete
              count={selected.length}
              pending={removeMany.pending}
              onConfirm={async () => {
                if (await removeMany.run({ Ids: selected }, consoleText.deleted)) setSelected([]);
              }}
            />
          )}
        </AdminFilters>
        <AdminTable<TPosition>
          list={list}
          page={page}
          onPage={setPage}
          rowSelection={can('position:delete') ? { selectedRowKeys: selected, onChange: (k) => setSelected(k as string[]) } : undefined}
          columns={[
            { title: consoleText.positionName, dataIndex: 'Name' },
            { title: consoleText.area, dataIndex: 'AreaName', width: 160 },
            { title: consoleText.org, dataIndex: 'OrgName', width: 180 },
            { title: consoleText.userCount, dataIndex: 'UserCount', width: 80 },
            { title: consoleText.createTime, dataIndex: 'CreateTime', width: 170, render: (t: string) => formatChinaTime(t) },
            {
              title: consoleText.actions,
              key: 'ops',
              hidden: !can(['position:edit', 'position:delete']),
              width: 150,
              render: (_, r) => (
                <RowActions>
                  {can('position:edit') && (
                    <RowAction onClick={() => setEditing({ id: r.Id, initial: { Name: r.Name, AreaCode: r.AreaCode, OrgId: r.OrgId } })}>
                      {consoleText.edit}
                    </RowAction>
                  )}
                  {can('position:delete') && (
                    <RowConfirm title={adminText.deleteConfirm(r.Name)} onConfirm={() => remove.run({ Id: r.Id }, consoleText.deleted)} />
                  )}
                </RowActions>
              ),
            },
          ]}
        />
      </ConsoleCard>
      <CatalogueDialog
        open={!!editing}
        title={editing?.id ? consoleText.editPosition : consoleText.addPosition}
        nameLabel={consoleText.positionName}
        initial={editing?.initial ?? {}}
        rules={rules}
        pending={add.pending || update.pending}
        onCancel={() => setEditing(null)}
        onSubmit={save}
      />
    </>
  );
}
