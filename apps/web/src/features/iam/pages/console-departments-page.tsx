import type { TDepartment } from '@shanlian/contract';
import { useConsoleOp, useConsolePaged, useConsoleWrite } from '../../../api/console-api';
import { useListFilter } from '../../../components/admin-table';
import { consoleText } from '../../../lib/text/console';
import { CataloguePage, NO_CATALOGUE_FILTER } from '../components/catalogue-page';

/** /console/departments: the departments within reach as a tree; add (or add under), edit, delete one or many. */
export default function DepartmentsPage() {
  const query = useListFilter(NO_CATALOGUE_FILTER);
  const list = useConsolePaged('BA_Department/GetBA_DepartmentList', {
    SearchName: query.filter.search || null,
    AreaCode: query.filter.area,
    PagerInfo: { PageIndex: 1, PageSize: 100 },
  });
  const { data: rules } = useConsoleOp('BA_Department/GetValidationPara', {});
  const add = useConsoleWrite('BA_Department/AddBA_Department');
  const update = useConsoleWrite('BA_Department/UpdateBA_Department');
  const remove = useConsoleWrite('BA_Department/DeleteBA_Department');
  const removeMany = useConsoleWrite('BA_Department/DeleteBA_DepartmentINID');

  return (
    <CataloguePage<TDepartment>
      kind="department"
      texts={{
        title: consoleText.menuDepartments,
        sub: consoleText.departmentsSub,
        add: consoleText.addDepartment,
        edit: consoleText.editDepartment,
        name: consoleText.departmentName,
      }}
      query={query}
      list={list}
      tree
      rules={rules}
      save={(v, id) => {
        const info = { Name: v.Name, ParentId: v.ParentId ?? null, AreaCode: v.AreaCode, OrgId: v.OrgId ?? null };
        return id ? update.run({ BA_DepartmentInfo: { ...info, Id: id } }, consoleText.saved) : add.run({ BA_DepartmentInfo: info }, consoleText.saved);
      }}
      pending={add.pending || update.pending}
      remove={(id) => remove.run({ Id: id }, consoleText.deleted)}
      removeMany={(ids) => removeMany.run({ Ids: ids }, consoleText.deleted)}
      removeManyPending={removeMany.pending}
    />
  );
}
