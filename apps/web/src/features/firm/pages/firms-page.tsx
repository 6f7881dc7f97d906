import type { OutputOf } from '@shanlian/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { AdminFilters, AdminTable, PAGE_SIZE, SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { formatChinaTime } from '../../../lib/format';
import { consoleText } from '../../../lib/text/console';
import { firmApi } from '../../../api/firm';
import { AreaCascader } from '../../../components/area-cascader';

type Firm = OutputOf<'Supervision/GetFirmList'>[number];

/** /console/firms: the buyers and suppliers in the supervisor's area and the areas under it. */
export default function FirmsPage() {
  const [search, setSearch] = useState('');
  const [area, setArea] = useState<string | null>(null);
  const [type, setType] = useState<'buyer' | 'supplier' | null>(null);
  const [page, setPage] = useState(1);
  const list = firmApi.usePaged('Supervision/GetFirmList', {
    SearchName: search || null,
    AreaCode: area,
    FirmType: type,
    PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE },
  });
  return (
    <>
      <ConsolePageHead title={consoleText.menuFirms} sub={consoleText.firmsSub} />
      <ConsoleCard>
        <AdminFilters>
          <SearchBox
            placeholder={consoleText.searchFirm}
            testId="firm-search"
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
            style={{ width: 200 }}
          />
          <Select
            allowClear
            placeholder={consoleText.allTypes}
            style={{ width: 120 }}
            value={type ?? undefined}
            onChange={(t) => {
              setType(t ?? null);
              setPage(1);
            }}
            options={[
              { value: 'buyer', label: consoleText.buyer },
              { value: 'supplier', label: consoleText.supplier },
            ]}
          />
        </AdminFilters>
        <AdminTable<Firm>
          list={list}
          page={page}
          onPage={setPage}
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
