import { Select } from 'antd';
import { useConsolePaged } from '../../../api/console-api';
import { consoleText } from '../../../lib/text/console';

const ALL = { PageIndex: 1, PageSize: 100 };

interface Props {
  area?: string | null;
  value?: string | null;
  onChange?: (id: string | null) => void;
  placeholder?: string;
  style?: React.CSSProperties;
}

/** The departments or positions of an area (and the areas under it); empty until an area is picked. */
function CatalogueSelect({
  op,
  area,
  value,
  onChange,
  placeholder,
  style,
}: Props & { op: 'BA_Department/GetBA_DepartmentByAreaCode' | 'BA_Position/GetBA_PositionByAreaCode' }) {
  const { data, isLoading } = useConsolePaged(op, { Areacode: area ?? '', PagerInfo: ALL }, { enabled: !!area });
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

export const DepartmentSelect = ({ placeholder = consoleText.pickDepartment, ...p }: Props) => (
  <CatalogueSelect op="BA_Department/GetBA_DepartmentByAreaCode" placeholder={placeholder} {...p} />
);

export const PositionSelect = ({ placeholder = consoleText.pickPosition, ...p }: Props) => (
  <CatalogueSelect op="BA_Position/GetBA_PositionByAreaCode" placeholder={placeholder} {...p} />
);
