import { Select } from 'antd';
import { TCon } from '../../../lib/text/console';
import { useConsolePaged } from '../api/console-api';

const ALL = { PageIndex: 1, PageSize: 100 };

/** The departments of an area (and the areas under it); empty until an area is picked. */
export function DepartmentSelect({
  area,
  value,
  onChange,
  placeholder = TCon.pickDepartment,
  style,
}: {
  area?: string | null;
  value?: string | null;
  onChange?: (id: string | null) => void;
  placeholder?: string;
  style?: React.CSSProperties;
}) {
  const { data, isLoading } = useConsolePaged('BA_Department/GetBA_DepartmentByAreaCode', { Areacode: area ?? '', PagerInfo: ALL }, { enabled: !!area });
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      disabled={!area}
      loading={!!area && isLoading}
      placeholder={placeholder}
      value={value || undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={(area ? (data?.rows ?? []) : []).map((d) => ({ value: d.Id, label: d.Name }))}
      style={style}
    />
  );
}

/** The positions of an area (and the areas under it); empty until an area is picked. */
export function PositionSelect({
  area,
  value,
  onChange,
  placeholder = TCon.pickPosition,
  style,
}: {
  area?: string | null;
  value?: string | null;
  onChange?: (id: string | null) => void;
  placeholder?: string;
  style?: React.CSSProperties;
}) {
  const { data, isLoading } = useConsolePaged('BA_Position/GetBA_PositionByAreaCode', { Areacode: area ?? '', PagerInfo: ALL }, { enabled: !!area });
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      disabled={!area}
      loading={!!area && isLoading}
      placeholder={placeholder}
      value={value || undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={(area ? (data?.rows ?? []) : []).map((d) => ({ value: d.Id, label: d.Name }))}
      style={style}
    />
  );
}
