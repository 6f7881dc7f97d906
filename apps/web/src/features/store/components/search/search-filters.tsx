import { SearchOutlined } from '@ant-design/icons';
import { NUTRITION_MEAL_TYPE_CODE } from '@shanlian/contract/browser';
import type { TFoodType } from '@shanlian/contract';
import { Button, Cascader, Checkbox, Input, InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { TS } from '../../../../lib/text';
import { useOp } from '../../../../lib/use-op';
import type { SearchState } from '../../rules/search-url';

interface Draft {
  text: string;
  supplier: string;
  min: number | null;
  max: number | null;
}

const draftOf = (s: SearchState): Draft => ({ text: s.text, supplier: s.supplier, min: s.min, max: s.max });

/** The type path [top, sub] of a code, for the cascader's value. */
function typePath(tree: TFoodType[], code: string): string[] {
  for (const t of tree) {
    if (t.Code === code) return [t.Code];
    const sub = t.Children.find((c) => c.Code === code);
    if (sub) return [t.Code, sub.Code];
  }
  return code ? [code] : [];
}

function findType(tree: TFoodType[], code: string): TFoodType | undefined {
  for (const t of tree) {
    if (t.Code === code) return t;
    const sub = t.Children.find((c) => c.Code === code);
    if (sub) return sub;
  }
  return undefined;
}

/**
 * Name, supplier, type, price range and the 推荐/折扣 flags. The text fields are drafts
 * until Enter or 搜索; the type and the flags apply at once.
 */
export function SearchFilters({ state, onChange }: { state: SearchState; onChange: (patch: Partial<SearchState>) => void }) {
  const { data: tree = [] } = useOp('Store/GetFoodTypeTree', {});
  const [draft, setDraft] = useState<Draft>(() => draftOf(state));
  // Back/forward or a header search changes the URL under us: show what it says.
  useEffect(() => setDraft(draftOf(state)), [state]);
  const apply = () => {
    // A reversed range is read the way it was meant: low to high.
    const [min, max] = draft.min != null && draft.max != null && draft.min > draft.max ? [draft.max, draft.min] : [draft.min, draft.max];
    onChange({ text: draft.text.trim(), supplier: draft.supplier.trim(), min, max });
  };
  const options = tree.map((t) => ({
    value: t.Code,
    label: t.Name,
    children: t.Code === NUTRITION_MEAL_TYPE_CODE || t.Children.length === 0 ? undefined : t.Children.map((c) => ({ value: c.Code, label: c.Name })),
  }));

  return (
    <div className="store-filters" data-testid="search-filters">
      <span className="label">{TS.productName}</span>
      <div className="store-filter-row">
        <Input
          style={{ width: 220 }}
          placeholder={TS.productNamePh}
          aria-label={TS.productName}
          maxLength={50}
          value={draft.text}
          onChange={(e) => setDraft({ ...draft, text: e.target.value })}
          onPressEnter={apply}
          data-testid="filter-name"
        />
        <span className="label" style={{ color: '#6f6f6f', marginLeft: 12 }}>
          {TS.supplierName}
        </span>
        <Input
          style={{ width: 220 }}
          placeholder={TS.supplierNamePh}
          aria-label={TS.supplierName}
          maxLength={50}
          value={draft.supplier}
          onChange={(e) => setDraft({ ...draft, supplier: e.target.value })}
          onPressEnter={apply}
          data-testid="filter-supplier"
        />
        <span className="label" style={{ color: '#6f6f6f', marginLeft: 12 }}>
          {TS.foodType}
        </span>
        <Cascader
          style={{ width: 220 }}
          options={options}
          changeOnSelect
          allowClear
          placeholder={TS.foodTypePh}
          aria-label={TS.foodType}
          value={typePath(tree, state.typeCode)}
          onChange={(path) => {
            const last = path?.[path.length - 1];
            const code = last == null ? '' : String(last);
            onChange({ ...draft, typeCode: code, typeName: findType(tree, code)?.Name ?? '' });
          }}
          data-testid="filter-type"
        />
      </div>
      <span className="label">{TS.priceRange}</span>
      <div className="store-filter-row">
        <InputNumber
          min={0}
          max={1_000_000}
          precision={2}
          prefix="¥"
          placeholder={TS.priceMin}
          aria-label={`${TS.priceRange} ${TS.priceMin}`}
          style={{ width: 120 }}
          value={draft.min}
          onChange={(v) => setDraft({ ...draft, min: v })}
          onPressEnter={apply}
          data-testid="filter-min"
        />
        <span style={{ color: '#6f6f6f' }}>—</span>
        <InputNumber
          min={0}
          max={1_000_000}
          precision={2}
          prefix="¥"
          placeholder={TS.priceMax}
          aria-label={`${TS.priceRange} ${TS.priceMax}`}
          style={{ width: 120 }}
          value={draft.max}
          onChange={(v) => setDraft({ ...draft, max: v })}
          onPressEnter={apply}
          data-testid="filter-max"
        />
        <Checkbox style={{ marginLeft: 16 }} checked={state.recommended} onChange={(e) => onChange({ ...draft, recommended: e.target.checked })}>
          {TS.recommended}
        </Checkbox>
        <Checkbox checked={state.discount} onChange={(e) => onChange({ ...draft, discount: e.target.checked })}>
          {TS.discount}
        </Checkbox>
        <span style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>
          <Button type="primary" icon={<SearchOutlined />} onClick={apply} data-testid="filter-search">
            {TS.searchButton}
          </Button>
          <Button
            onClick={() =>
              onChange({ text: '', supplier: '', typeCode: '', typeName: '', min: null, max: null, recommended: false, discount: false, sort: '' })
            }
          >
            {TS.reset}
          </Button>
        </span>
      </div>
    </div>
  );
}
