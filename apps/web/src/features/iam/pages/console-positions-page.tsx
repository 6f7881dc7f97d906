import type { TPosition } from '@shanlian/contract';
import { useConsoleOp, useConsolePaged, useConsoleWrite } from '../../../api/console-api';
import { useListFilter } from '../../../components/admin-table';
import { consoleText } from '../../../lib/text/console';
import { CataloguePage, NO_CATALOGUE_FILTER } from '../components/catalogue-page';

/** /console/positions: the positions within reach; add, edit, delete one or many. */
export default function PositionsPage() {
  const query = useListFilter(NO_CATALOGUE_FILTER);
  const list = useConsolePaged('BA_Position/GetBA_PositionList', {
    SearchName: query.filter.search || null,
    AreaCode: query.filter.area,
    PagerInfo: query.PagerInfo,
  });
  const { data: rules } = useConsoleOp('BA_Position/GetValidationPara', {});
  const add = useConsoleWrite('BA_Position/AddBA_Position');
  const update = useConsoleWrite('BA_Position/UpdateBA_Position');
  const remove = useConsoleWrite('BA_Position/DeleteBA_Position');
  const removeMany = useConsoleWrite('BA_Position/DeleteBA_PositionINID');

  return (
    <CataloguePage<TPosition>
      kind="position"
      texts={{
        title: consoleText.menuPositions,
        sub: consoleText.positionsSub,
        add: consoleText.addPosition,
        edit: consoleText.editPosition,
        name: consoleText.positionName,
      }}
      query={query}
      list={list}
      rules={rules}
      save={(v, id) => {
        const info = { Name: v.Name, AreaCode: v.AreaCode, OrgId: v.OrgId ?? null };
        return id ? update.run({ BA_PositionInfo: { ...info, Id: id } }, consoleText.saved) : add.run({ BA_PositionInfo: info }, consoleText.saved);
      }}
      pending={add.pending || update.pending}
      remove={(id) => remove.run({ Id: id }, consoleText.deleted)}
      removeMany={(ids) => removeMany.run({ Ids: ids }, consoleText.deleted)}
      removeManyPending={removeMany.pending}
    />
  );
}
