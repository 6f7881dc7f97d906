import { SearchOutlined } from '@ant-design/icons';
import type { TPersonRow } from '@shanlian/contract';
import { Button, Input, Modal, Select, Table, type TableColumnsType } from 'antd';
import { type HTMLAttributes, type MouseEvent, useEffect, useRef, useState } from 'react';
import { TO } from '../lib/text';
import { useOp, usePagedOp } from '../lib/use-op';

const L = TO.picker;
const PAGE_SIZE = 10;

const COLUMNS: TableColumnsType<TPersonRow> = [
  { title: L.name, dataIndex: 'FullName', width: 110 },
  { title: L.gender, dataIndex: 'Gender', width: 64, align: 'center' },
  { title: L.mobile, dataIndex: 'MobileNumber', width: 130 },
  { title: L.address, dataIndex: 'ContactAddress', ellipsis: true },
];

interface Props {
  open: boolean;
  /** The dialog's title, given by the caller: 选择退换人, 选择确认人 ... */
  title: string;
  multiple?: boolean;
  /** Who is chosen already, shown selected when the dialog opens. */
  value?: TPersonRow[];
  onCancel: () => void;
  onConfirm: (people: TPersonRow[]) => void;
}

/**
 * The buyer-side person picker (spec 02 §2.16): the firm's staff, searched by name or mobile and
 * filtered by department and position; one person or several; cancel or confirm.
 */
export function PersonPicker({ open, title, multiple = false, value, onCancel, onConfirm }: Props) {
  const filter = usePickerFilter(open);
  const people = usePagedOp('EN_Firmuser/GetFirmUserList', filter.input, { enabled: open });
  const departments = useOp('EN_Firmuser/GetFirmDepartmentList', {}, { enabled: open });
  const positions = useOp('EN_Firmuser/GetFirmPositionList', {}, { enabled: open });
  const [chosen, setChosen] = useState<TPersonRow[]>([]);
  // The chosen people are taken from `value` when the dialog opens, not on every render of the caller.
  const initial = useRef(value);
  initial.current = value;
  useEffect(() => {
    if (open) setChosen(initial.current ?? []);
  }, [open]);

  const toggle = (row: TPersonRow) => setChosen((c) => (c.some((p) => p.Id === row.Id) ? c.filter((p) => p.Id !== row.Id) : multiple ? [...c, row] : [row]));

  return (
    <Modal
      open={open}
      title={title}
      width={780}
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
      <div data-testid="person-picker">
        <div style={{ display: 'flex', gap: 10, marginBottom: 12 }}>
          <Input
            allowClear
            prefix={<SearchOutlined style={{ color: '#bbb' }} />}
            placeholder={L.search}
            value={filter.text}
            maxLength={50}
            onChange={(e) => filter.setText(e.target.value)}
            onPressEnter={filter.search}
            onClear={() => filter.search('')}
            style={{ flex: 1 }}
            data-testid="person-search"
          />
          <Select
            allowClear
            placeholder={L.allDepartments}
            aria-label={L.department}
            value={filter.dep}
            onChange={filter.setDep}
            options={(departments.data ?? []).map((d) => ({ value: d.Id, label: d.Name }))}
            style={{ width: 150 }}
          />
          <Select
            allowClear
            placeholder={L.allPositions}
            aria-label={L.position}
            value={filter.pos}
            onChange={filter.setPos}
            options={(positions.data ?? []).map((p) => ({ value: p.Id, label: p.Name }))}
            style={{ width: 160 }}
          />
        </div>
        <Table<TPersonRow>
          rowKey="Id"
          size="middle"
          columns={COLUMNS}
          dataSource={people.data?.rows ?? []}
          loading={people.isLoading || people.isFetching}
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
            showTotal: TO.totalOf,
            showSizeChanger: false,
            size: 'small',
            onChange: filter.setPage,
          }}
        />
      </div>
    </Modal>
  );
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
    input: {
      ...(searchName ? { SearchName: searchName } : {}),
      ...(dep ? { DepId: dep } : {}),
      ...(pos ? { PosId: pos } : {}),
      PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE },
    },
  };
}
