import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import { useState } from 'react';
import { storeApi } from '../api/store';
import { foodCodeText } from '../lib/text/dishes';

const PAGE = 30;

interface Option {
  value: string;
  label: string;
  name: string;
  detail: string;
  verified: boolean;
  note: string;
  suggested: boolean;
}

/**
 * 营养成分对照: a searchable select over the whole composition table (remote search, one page of
 * matches); before any search it offers the server's suggestions for the product's name (加州鲈鱼 →
 * 鲈鱼). A 参考值 entry (not verified) says so and why. The value is the code.
 */
export function FoodCodeSelect({
  value,
  onChange,
  initialName,
  suggestFrom,
  id,
  testId = 'shelf-food-code',
  size,
}: {
  value?: string | null;
  onChange?: (code: string | null) => void;
  /** the name of the code already set, shown before any search */
  initialName: string | null;
  /** the product's or ingredient's name, from which entries are suggested */
  suggestFrom?: string | null;
  id?: string;
  testId?: string;
  size?: 'small' | 'middle';
}) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const list = useQuery({
    queryKey: ['food-composition', search],
    queryFn: () => storeApi.call('Catalog/GetFoodCompositionList', { SearchName: search || null, PagerInfo: { PageIndex: 1, PageSize: PAGE } }),
    enabled: opened && search !== '',
    staleTime: 10 * 60_000,
  });
  const name = suggestFrom?.trim() ?? '';
  const suggested = useQuery({
    queryKey: ['food-composition-suggest', name],
    queryFn: () => storeApi.call('Catalog/SuggestFoodComposition', { ProductName: name }),
    enabled: opened && name !== '',
    staleTime: 10 * 60_000,
  });
  const options: Option[] =
    search !== ''
      ? (list.data?.Rows ?? []).map((r) => ({
          value: r.Code,
          label: `${r.Name}（${r.Code}）`,
          name: r.Name,
          detail: [r.GroupName, r.Category, foodCodeText.per100(r.EnergyKcal, r.ProteinG)].filter(Boolean).join(' · '),
          verified: r.Verified,
          note: r.VerifyNote,
          suggested: false,
        }))
      : (suggested.data ?? []).map((r) => ({
          value: r.Code,
          label: `${r.Name}（${r.Code}）`,
          name: r.Name,
          detail: foodCodeText.suggested,
          verified: r.Verified,
          note: r.VerifyNote,
          suggested: true,
        }));
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({
      value,
      label: initialName ? `${initialName}（${value}）` : value,
      name: initialName ?? value,
      detail: '',
      verified: true,
      note: '',
      suggested: false,
    });
  }
  return (
    <Select
      id={id}
      size={size}
      allowClear
      showSearch={{ filterOption: false, onSearch: (s) => setSearch(s.trim()) }}
      onOpenChange={(o) => o && setOpened(true)}
      placeholder={foodCodeText.placeholder}
      loading={list.isFetching || suggested.isFetching}
      notFoundContent={search || name ? foodCodeText.noMatch : foodCodeText.typeToSearch}
      value={value ?? null}
      onChange={(v: string | undefined) => onChange?.(v ?? null)}
      options={options}
      popupMatchSelectWidth={false}
      style={{ minWidth: 200, width: '100%' }}
      optionRender={(o) => (
        <div className="food-code-option" style={{ maxWidth: 420, whiteSpace: 'normal' }}>
          {o.data.label}
          {o.data.suggested && (
            <Tag color="blue" bordered={false} style={{ marginLeft: 6 }}>
              {foodCodeText.suggestTag}
            </Tag>
          )}
          {!o.data.verified && (
            <Tag color="orange" bordered={false} style={{ marginLeft: 6 }} title={o.data.note}>
              {foodCodeText.reference}
            </Tag>
          )}
          <div style={{ color: '#8c8c8c', fontSize: 12 }}>{[o.data.detail, !o.data.verified ? o.data.note : ''].filter(Boolean).join(' · ')}</div>
        </div>
      )}
      data-testid={testId}
    />
  );
}
