import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/client';
import { TFoodCode } from '../../../lib/text/dishes';

/** 营养成分对照: a searchable select over the composition data (name, code, source); the value is the code. */
export function FoodCodeSelect({
  value,
  onChange,
  initialName,
  id,
}: {
  value?: string | null;
  onChange?: (code: string | null) => void;
  /** the name of the code already set, shown before any search */
  initialName: string | null;
  id?: string;
}) {
  const [search, setSearch] = useState('');
  const q = useQuery({
    queryKey: ['food-composition', search],
    queryFn: () => call('Catalog/GetFoodCompositionList', { SearchName: search || null }),
    staleTime: 10 * 60_000,
  });
  const rows = (q.data ?? []).slice(0, 50);
  const options = rows.map((r) => ({
    value: r.Code,
    label: `${r.Name}（${r.Code}）`,
    title: TFoodCode.per100(r.EnergyKcal, r.ProteinG),
    source: r.Source,
    group: r.GroupName,
  }));
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: initialName ? `${initialName}（${value}）` : value, title: '', source: '', group: '' });
  }
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: (s) => setSearch(s.trim()) }}
      placeholder={TFoodCode.placeholder}
      loading={q.isFetching}
      value={value ?? null}
      onChange={(v: string | undefined) => onChange?.(v ?? null)}
      options={options}
      optionRender={(o) => (
        <div>
          {o.label}
          <div style={{ color: '#8c8c8c', fontSize: 12 }}>{[o.data.group, o.data.source, o.data.title].filter(Boolean).join(' · ')}</div>
        </div>
      )}
      data-testid="shelf-food-code"
    />
  );
}
