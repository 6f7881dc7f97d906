import { Cascader } from 'antd';
import type { CSSProperties } from 'react';
import { iamApi } from '../api/iam';
import { areaOptions, areaPath } from '../lib/area';

/** A list filter by area: any level of the caller's area tree (the value is its code); cleared: all. */
export function AreaFilter({
  value,
  onChange,
  placeholder,
  testId,
  className,
  style,
}: {
  value: string | null;
  onChange: (code: string | null) => void;
  placeholder: string;
  testId?: string;
  className?: string;
  style?: CSSProperties;
}) {
  const tree = iamApi.useOp('Area/GetAreaTree', {});
  return (
    <Cascader
      options={areaOptions(tree.data)}
      value={areaPath(tree.data, value)}
      onChange={(p) => onChange(p?.length ? String(p[p.length - 1]) : null)}
      changeOnSelect
      showSearch
      allowClear
      loading={tree.isLoading}
      placeholder={placeholder}
      className={className}
      style={style}
      data-testid={testId}
    />
  );
}
