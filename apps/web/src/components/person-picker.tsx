import { SearchOutlined } from '@ant-design/icons';
import type { TPersonRow } from '@shanlian/contract';
import { Button, Input, Modal, Select, Table, type TableColumnsType } from 'antd';
import { type HTMLAttributes, type MouseEvent, useEffect, useRef, useState } from 'react';
import { iamApi } from '../api/iam';
import { maskPhone } from '../lib/format';
import { orderText } from '../lib/text';
import { useMe } from '../lib/use-me';

const L = orderText.picker;
const PAGE_SIZE = 10;

/** A person of the picker: the supervision side also knows the birth date. */
export type PickedPerson = TPersonRow & { BOD?: string | null };

const COLUMNS: TableColumnsType<PickedPerson> = [
  { title: L.name, dataIndex: 'FullName', width: 100 },
  { title: L.gender, dataIndex: 'Gender', width: 60, align: 'center' },
  { title: L.birthDate, dataIndex: 'BOD', width: 110, render: (v?: string | null) => v || '—' },
  { title: L.position, dataIndex: 'PosName', width: 110, render: (v: string) => v || '—' },
  { title: L.department, dataIndex: 'DeptName', width: 110, render: (v: string) => v || '—' },
  { title: L.mobile, dataIndex: 'MobileNumber', width: 120, render: (v: string) => maskPhone(v) },
  { title: L.address, dataIndex: 'ContactAddress', ellipsis: true },
];
// the buyer side's lists carry no birth date
const FIRM_COLUMNS = COLUMNS.filter((c) => !('dataIndex' in c) || c.dataIndex !== 'BOD');

interface Props {
  open: boolean;
  /** The dialog's title, given by the caller: 选择退换人, 选择确认人, 选择执法人员 ... */
  title: string;
  multiple?: boolean;
  /**
   * `firm` (default): the caller's own firm staff (buyer side). `supervision`: the platform users
   * of an area (the caller's own unless `areaCode` is given), with their birth dates.
   */
  variant?: 'firm' | 'supervision';
  areaCode?: string;
  /** Who is chosen already, shown selected when the dialog opens. */
  value?: PickedPerson[];
  onCancel: () => void;
  onConfirm: (people: PickedPerson[]) => void;
}

/**
 * The person picker (spec 02 §2.16): people searched by name or mobile (on Enter) and filtered by
 * department and position; one person or several; cancel or confirm.
 */
export function PersonPicker({ open, title, multiple = false, variant = 'firm', areaCode, value, onCancel, onConfirm }: Props) {
  const filter = usePickerFilter(open);
  const source = usePeople(variant, open, filter, areaCode);
  const [chosen, setChosen] = useState<PickedPerson[]>([]);
  // The chosen people are taken from `value` when the dialog opens, not on every render of the caller.
  const initial = useRef(value);
  initial.current = value;
  useEffect(() => {
    if (open) setChosen(initial.current ?? []);
  }, [open]);

  const toggle = (row: PickedPerson) => setChosen((c) => (c.some((p) => p.Id === row.Id) ? c.filter((p) => p.Id !== row.Id) : multiple ? [...c, row] : [row]));
  const people = source.people;

  return (
    <Modal
      open={open}
      title={title}
      width={variant === 'supervision' ? 900 : 820}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ color: '#666', marginRight: 'auto', textAlign: 'left' }} data-testid="person-chosen">
            {L.selected(chosen.length)}
            {chosen.length > 0 && <b style={{ marginLeft: 8, color: '#1f9d55' }}>{chosen.map((p) => p.FullName).join('、')}</b>}
          </span>
          <Button onClick={onCancel}>{L.cancel}</Button>
          <Button type="primary" disabled={chosen.length === 0} onClick={() => onConfirm(chosen)} data-testid="person-confirm">
            {L.confirm}
          </Button>
        </div>
      }
    >
      <div data-testid="person-picker" data-variant={variant}>
        <div style={{ display: 'flex', gap: 10, marginBottom: 12, flexWrap: 'wrap' }}>
          <Input
            allowClear
            prefix={<SearchOutlined style={{ color: '#bbb' }} />}
            placeholder={L.search}
            value={filter.text}
            maxLength={50}
            onChange={(e) => filter.setText(e.target.value)}
            onPressEnter={filter.search}
            onClear={() => filter.search('')}
            style={{ flex: 1, minWidth: 180 }}
            data-testid="person-search"
          />
          <Select
            allowClear
            placeholder={L.allDepartments}
            aria-label={L.department}
            value={filter.dep}
            onChange={filter.setDep}
            options={source.departments}
            style={{ width: 150 }}
          />
          <Select
            allowClear
            placeholder={L.allPositions}
            aria-label={L.position}
            value={filter.pos}
            onChange={filter.setPos}
            options={source.positions}
            style={{ width: 160 }}
          />
        </div>
        <Table<PickedPerson>
          rowKey="Id"
          size="middle"
          columns={variant === 'supervision' ? COLUMNS : FIRM_COLUMNS}
          dataSource={people.data?.rows ?? []}
          loading={people.isLoading || people.isFetching}
          scroll={{ x: 720 }}
          locale={{ emptyText: people.error instanceof Error ? people.error.message : L.none }}
          rowSelection={{
            type: multiple ? 'checkbox' : 'radio',
            selectedRowKeys: chosen.map((p) => p.Id),
            preserveSelectedRowKeys: true,
            onSelect: toggle,
            onSelectAll: (_all, _rows, changed) => changed.forEach(toggle),
          }}
          onRow={(row) =>
            ({
              // The radio or checkbox cell selects by itself.
              onClick: (e: MouseEvent<HTMLElement>) => {
                if (!(e.target as HTMLElement).closest('.ant-table-selection-column')) toggle(row);
              },
              onDoubleClick: () => (multiple ? undefined : onConfirm([row])),
              style: { cursor: 'pointer' },
              'data-testid': 'person-row',
            }) as HTMLAttributes<HTMLElement>
          }
          pagination={{
            current: filter.page,
            pageSize: PAGE_SIZE,
            total: people.data?.pager.RowCount ?? 0,
            showTotal: orderText.totalOf,
            showSizeChanger: false,
            size: 'small',
            onChange: filter.setPage,
          }}
        />
      </div>
    </Modal>
  );
}

type Filter = ReturnType<typeof usePickerFilter>;

/** The people, departments and positions of one variant; the other variant asks nothing. */
function usePeople(variant: 'firm' | 'supervision', open: boolean, f: Filter, areaCode?: string) {
  const firm = open && variant === 'firm';
  const { data: me } = useMe();
  const area = areaCode || me?.AreaCode || '';
  const sup = open && variant === 'supervision' && !!area;
  const pager = { PagerInfo: { PageIndex: f.page, PageSize: PAGE_SIZE } };
  const all = { Areacode: area, PagerInfo: { PageIndex: 1, PageSize: 100 } };

  const firmPeople = iamApi.usePaged(
    'EN_Firmuser/GetFirmUserList',
    { ...(f.searchName ? { SearchName: f.searchName } : {}), ...(f.dep ? { DepId: f.dep } : {}), ...(f.pos ? { PosId: f.pos } : {}), ...pager },
    { enabled: firm },
  );
  const firmDeps = iamApi.useOp('EN_Firmuser/GetFirmDepartmentList', {}, { enabled: firm });
  const firmPoss = iamApi.useOp('EN_Firmuser/GetFirmPositionList', {}, { enabled: firm });

  const supPeople = iamApi.usePaged(
    'BA_User/GetBA_UserByAreaCode',
    { Areacode: area, SearchName: f.searchName || null, DepartmentId: f.dep ?? null, PositionId: f.pos ?? null, ...pager },
    { enabled: sup },
  );
  const supDeps = iamApi.usePaged('BA_Department/GetBA_DepartmentByAreaCode', all, { enabled: sup });
  const supPoss = iamApi.usePaged('BA_Position/GetBA_PositionByAreaCode', all, { enabled: sup });

  if (variant === 'supervision')
    return {
      people: supPeople,
      departments: (supDeps.data?.rows ?? []).map((d) => ({ value: d.Id, label: d.Name })),
      positions: (supPoss.data?.rows ?? []).map((p) => ({ value: p.Id, label: p.Name })),
    };
  return {
    people: firmPeople,
    departments: (firmDeps.data ?? []).map((d) => ({ value: d.Id, label: d.Name })),
    positions: (firmPoss.data ?? []).map((p) => ({ value: p.Id, label: p.Name })),
  };
}

/** The picker's search box (searched on Enter), department, position and page; a new open starts afresh. */
function usePickerFilter(open: boolean) {
  const [text, setText] = useState('');
  const [searchName, setSearchName] = useState('');
  const [dep, setDepState] = useState<string | undefined>();
  const [pos, setPosState] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (!open) return;
    setText('');
    setSearchName('');
    setDepState(undefined);
    setPosState(undefined);
    setPage(1);
  }, [open]);
  return {
    text,
    setText,
    searchName,
    dep,
    pos,
    page,
    setPage,
    search: (v?: unknown) => {
      setSearchName(typeof v === 'string' ? v : text.trim());
      setPage(1);
    },
    setDep: (v: string | undefined) => {
      setDepState(v);
      setPage(1);
    },
    setPos: (v: string | undefined) => {
      setPosState(v);
      setPage(1);
    },
  };
}
