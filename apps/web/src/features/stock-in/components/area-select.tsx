import type { TAreaNode } from '@shanlian/contract';
import { Cascader } from 'antd';
import { useStockInOp } from '../api';
import { TSi } from '../text';

type Option = { value: string; label: string; children?: Option[] };
const options = (tree: readonly TAreaNode[] | undefined): Option[] =>
  (tree ?? []).map((n) => ({ value: n.Code, label: n.Name, children: n.Children.length ? options(n.Children) : undefined }));
function path(tree: readonly TAreaNode[] | undefined, code: string | null): string[] {
  if (!code || !tree) return [];
  for (const n of tree) {
    if (n.Code === code) return [n.Code];
    const below = path(n.Children, code);
    if (below.length) return [n.Code, ...below];
  }
  return [];
}

/** The console's area picker pattern: any level of the supervisor's area tree; the value is the code. */
export function AreaSelect({ value, onChange }: { value: string | null; onChange: (code: string | null) => void }) {
  const tree = useStockInOp('Area/GetAreaTree', {}, { staleTime: 30 * 60_000 });
  return (
    <Cascader
      options={options(tree.data)}
      value={path(tree.data, value)}
      onChange={(p) => onChange(p?.length ? String(p[p.length - 1]) : null)}
      changeOnSelect
      showSearch
      allowClear
      loading={tree.isLoading}
      placeholder={TSi.allAreas}
      className="si-filter-area"
      data-testid="si-area"
    />
  );
}
