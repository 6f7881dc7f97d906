import type { OutputOf } from '@shanlian/contract';
import { firmApi } from '../../../api/firm';
import { AdminFilters, AdminTable, SearchBox, SelectFilter, useListFilter } from '../../../components/admin-table';
import { AreaCascader } from '../../../components/area-cascader';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { formatChinaTime } from '../../../lib/format';
import { consoleText } from '../../../lib/text/console';

type Firm = OutputOf<'Supervision/GetFirmList'>[number];

/** /console/firms: the buyers and suppliers in the supervisor's area and the areas under it. */
export default function FirmsPage() {
  const query = useListFilter<{ search: string; area: string | null; type: 'buyer' | 'supplier' | null }>({ search: '', area: null, type: null });
  const { search, area, type } = query.filter;
  const list = firmApi.usePaged('Supervision/GetFirmList', {
    SearchName: search || null,
    AreaCode: area,
    FirmType: type,
    PagerInfo: query.PagerInfo,
  });
  return (
    <>
      <ConsolePageHead title={consoleText.menuFirms} sub={consoleText.firmsSub} />
      <ConsoleCard>
        <AdminFilters>
          <SearchBox placeholder={consoleText.searchFirm} testId="firm-search" onSearch={(s) => query.set({ search: s })} />
          <AreaCascader value={area} onChange={(a) => query.set({ area: a })} placeholder={consoleText.allAreas} style={{ width: 200 }} />
          <SelectFilter<'buyer' | 'supplier'>
            placeholder={consoleText.allTypes}
            width={120}
            value={type}
            onChange={(t) => query.set({ type: t })}
            options={[
              { value: 'buyer', label: consoleText.buyer },
              { value: 'supplier', label: consoleText.supplier },
            ]}
          />
        </AdminFilters>
        <AdminTable<Firm>
          list={list}
          page={query.page}
          onPage={query.setPage}
          columns={[
            { title: consoleText.firmName, dataIndex: 'Name' },
            { title: consoleText.firmType, dataIndex: 'FirmTypeName', width: 100 },
            { title: consoleText.area, dataIndex: 'AreaName', width: 170 },
            { title: consoleText.address, dataIndex: 'Address', ellipsis: true },
            { title: consoleText.manager, dataIndex: 'Manager', width: 100 },
            { title: consoleText.contactPhone, dataIndex: 'PhoneNumber', width: 130 },
            { title: consoleText.createTime, dataIndex: 'CreateTime', width: 170, render: (t: string) => formatChinaTime(t) },
          ]}
        />
      </ConsoleCard>
    </>
  );
}
