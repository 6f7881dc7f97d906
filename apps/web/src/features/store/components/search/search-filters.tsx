import { SearchOutlined } from '@ant-design/icons';
import type { TFoodType } from '@shanlian/contract';
import { fenToYuan, MONEY_MAX_YUAN, NUTRITION_MEAL_TYPE_CODE, yuanToFen } from '@shanlian/contract/browser';
import { Fragment, type KeyboardEvent, useEffect, useState } from 'react';
import { Btn } from '../../../../components/ui';
import { storeText } from '../../../../lib/text';
import { EMPTY_SEARCH, type SearchState } from '../../rules/search-url';
import './search-filters.css';
import { storeApi } from '../../../../api/store';

interface Draft {
  text: string;
  supplier: string;
  min: number | null;
  max: number | null;
}

const draftOf = (s: SearchState): Draft => ({ text: s.text, supplier: s.supplier, min: s.min, max: s.max });

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
  const { data: tree = [] } = storeApi.useOp('Store/GetFoodTypeTree', {});
  const [draft, setDraft] = useState<Draft>(() => draftOf(state));
  // Back/forward or a header search changes the URL under us: show what it says.
  useEffect(() => setDraft(draftOf(state)), [state]);
  const apply = () => {
    // A reversed range is read the way it was meant: low to high.
    const [min, max] = draft.min != null && draft.max != null && draft.min > draft.max ? [draft.max, draft.min] : [draft.min, draft.max];
    onChange({ text: draft.text.trim(), supplier: draft.supplier.trim(), min, max });
  };
  const pressEnter = (e: KeyboardEvent) => e.key === 'Enter' && apply();

  return (
    <div className="store-filters" data-testid="search-filters">
      <span className="label">{storeText.productName}</span>
      <div className="store-filter-row">
        <input
          className="sl-input"
          style={{ width: 220 }}
          placeholder={storeText.productNamePh}
          aria-label={storeText.productName}
          maxLength={50}
          value={draft.text}
          onChange={(e) => setDraft({ ...draft, text: e.target.value })}
          onKeyDown={pressEnter}
          data-testid="filter-name"
        />
        <span className="label" style={{ color: '#6f6f6f', marginLeft: 12 }}>
          {storeText.supplierName}
        </span>
        <input
          className="sl-input"
          style={{ width: 220 }}
          placeholder={storeText.supplierNamePh}
          aria-label={storeText.supplierName}
          maxLength={50}
          value={draft.supplier}
          onChange={(e) => setDraft({ ...draft, supplier: e.target.value })}
          onKeyDown={pressEnter}
          data-testid="filter-supplier"
        />
        <span className="label" style={{ color: '#6f6f6f', marginLeft: 12 }}>
          {storeText.foodType}
        </span>
        {/* A native list of the types, each top type followed by its sub-types: antd's Cascader is not worth loading antd for. */}
        <select
          className="sl-input sl-select"
          style={{ width: 220 }}
          aria-label={storeText.foodType}
          value={state.typeCode}
          onChange={(e) => {
            const code = e.target.value;
            onChange({ ...draft, typeCode: code, typeName: findType(tree, code)?.Name ?? '' });
          }}
          data-testid="filter-type"
        >
          <option value="">{storeText.foodTypePh}</option>
          {state.typeCode && !findType(tree, state.typeCode) && <option value={state.typeCode}>{state.typeName || state.typeCode}</option>}
          {tree.map((t) => (
            <Fragment key={t.Id}>
              <option value={t.Code}>{t.Name}</option>
              {t.Code !== NUTRITION_MEAL_TYPE_CODE &&
                t.Children.map((c) => (
                  <option key={c.Id} value={c.Code}>
                    {'\u3000'}
                    {c.Name}
                  </option>
                ))}
            </Fragment>
          ))}
        </select>
      </div>
      <span className="label">{storeText.priceRange}</span>
      <div className="store-filter-row">
        <PriceInput
          placeholder={storeText.priceMin}
          label={`${storeText.priceRange} ${storeText.priceMin}`}
          value={draft.min}
          onChange={(min) => setDraft({ ...draft, min })}
          onEnter={apply}
          testId="filter-min"
        />
        <span style={{ color: '#6f6f6f' }}>—</span>
        <PriceInput
          placeholder={storeText.priceMax}
          label={`${storeText.priceRange} ${storeText.priceMax}`}
          value={draft.max}
          onChange={(max) => setDraft({ ...draft, max })}
          onEnter={apply}
          testId="filter-max"
        />
        <label className="sl-check" style={{ marginLeft: 16 }}>
          <input type="checkbox" checked={state.recommended} onChange={(e) => onChange({ ...draft, recommended: e.target.checked })} />
          {storeText.recommended}
        </label>
        <label className="sl-check">
          <input type="checkbox" checked={state.discount} onChange={(e) => onChange({ ...draft, discount: e.target.checked })} />
          {storeText.discount}
        </label>
        <span style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>
          <Btn variant="primary" icon={<SearchOutlined />} onClick={apply} data-testid="filter-search">
            {storeText.searchButton}
          </Btn>
          <Btn onClick={() => onChange(EMPTY_SEARCH)}>{storeText.reset}</Btn>
        </span>
      </div>
    </div>
  );
}

/** ¥ and an amount of whole fen between 0 and the contract's MONEY_MAX_YUAN; empty is no bound. */
function PriceInput({
  value,
  onChange,
  onEnter,
  placeholder,
  label,
  testId,
}: {
  value: number | null;
  onChange: (v: number | null) => void;
  onEnter: () => void;
  placeholder: string;
  label: string;
  testId: string;
}) {
  const [text, setText] = useState(value == null ? '' : String(value));
  useEffect(() => setText(value == null ? '' : String(value)), [value]);
  const commit = (t: string): number | null => {
    const n = Number.parseFloat(t);
    const v = t.trim() === '' || !Number.isFinite(n) ? null : Math.min(MONEY_MAX_YUAN, Math.max(0, fenToYuan(yuanToFen(n))));
    onChange(v);
    return v;
  };
  return (
    <span className="sl-input sl-affix" style={{ width: 120 }}>
      <span className="sl-affix-prefix">¥</span>
      <input
        inputMode="decimal"
        placeholder={placeholder}
        aria-label={label}
        value={text}
        onChange={(e) => {
          const t = e.target.value.replace(/[^\d.]/g, '');
          setText(t);
          commit(t);
        }}
        onBlur={() => setText(value == null ? '' : value.toFixed(2))}
        onKeyDown={(e) => e.key === 'Enter' && onEnter()}
        data-testid={testId}
      />
    </span>
  );
}
