import { Cascader } from 'antd';
import { TOp } from '../../../lib/text/operator';
import { useOperatorOp } from '../api';
import { areaOptions, areaPath } from '../rules/figures';

/** An area of the area tree, any level (the value is its code); cleared: all areas. */
export function AreaPicker({ value, onChange, testId }: { value: string | null; onChange: (code: string | null) => void; testId?: string }) {
  const { data: tree, isLoading } = useOperatorOp('Area/GetAreaTree', {}, { staleTime: 30 * 60_000 });
  return (
    <Cascader
      data-testid={testId}
      options={areaOptions(tree)}
      value={areaPath(tree, value)}
      onChange={(path) => onChange(path?.length ? String(path[path.length - 1]) : null)}
      changeOnSelect
      showSearch
      allowClear
      loading={isLoading}
      placeholder={TOp.allAreas}
      style={{ width: 220 }}
    />
  );
}
