import type { TFoodType } from '@shanlian/contract';
import { Cascader } from 'antd';
import type { CSSProperties } from 'react';

interface TypeOption {
  value: string;
  label: string;
  children?: TypeOption[];
}

const toOptions = (nodes: TFoodType[], by: 'Id' | 'Code'): TypeOption[] =>
  nodes.map((n) => ({ value: n[by], label: n.Name, children: n.Children.length ? toOptions(n.Children, by) : undefined }));

/**
 * The food-type tree as a cascader. For an item (`by="Id"`) only a leaf can be chosen;
 * as a list filter (`by="Code"`, anyLevel) a whole branch can be.
 */
export function FoodTypePicker({
  tree,
  by,
  anyLevel = false,
  value,
  onChange,
  placeholder,
  style,
  testId,
}: {
  tree: TFoodType[];
  by: 'Id' | 'Code';
  anyLevel?: boolean;
  value?: string[];
  onChange?: (path: string[]) => void;
  placeholder?: string;
  style?: CSSProperties;
  testId?: string;
}) {
  return (
    <Cascader<TypeOption>
      data-testid={testId}
      style={style}
      options={toOptions(tree, by)}
      value={value}
      onChange={(path) => onChange?.((path ?? []).map(String))}
      changeOnSelect={anyLevel}
      placeholder={placeholder}
      showSearch
      allowClear={anyLevel}
      expandTrigger="hover"
    />
  );
}
