import { Cascader } from 'antd';
import { useAreaTree } from '../api/console-api';
import { areaOptions, areaPath } from '../lib/area';
import { consoleText } from '../lib/text/console';

/** An area picked from the area tree (any level); the value is the area's code. */
export function AreaCascader({
  value,
  onChange,
  placeholder = consoleText.pickArea,
  allowClear = true,
  style,
  testId,
}: {
  value?: string | null;
  onChange?: (code: string | null) => void;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
  testId?: string;
}) {
  const { data: tree, isLoading } = useAreaTree();
  return (
    <Cascader
      data-testid={testId}
      options={areaOptions(tree)}
      value={areaPath(tree, value)}
      onChange={(path) => onChange?.(path?.length ? String(path[path.length - 1]) : null)}
      changeOnSelect
      showSearch
      allowClear={allowClear}
      loading={isLoading}
      placeholder={placeholder}
      style={style}
    />
  );
}
