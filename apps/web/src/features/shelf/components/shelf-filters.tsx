import { SearchOutlined } from '@ant-design/icons';
import type { TFoodType } from '@shanlian/contract';
import { Input, Segmented } from 'antd';
import { useState } from 'react';
import { deskText } from '../../../lib/text';
import { FoodTypePicker } from './food-type-picker';

type Sale = 'all' | 'on' | 'off';
const saleOf = (onSale: boolean | null): Sale => (onSale == null ? 'all' : onSale ? 'on' : 'off');
const onSaleOf = (s: Sale): boolean | null => (s === 'all' ? null : s === 'on');

/** Name (Enter searches), on sale / off sale, and a food type (any level of the tree). */
export function ShelfFilters({
  tree,
  onSale,
  typePath,
  onSearch,
  onSaleChange,
  onTypeChange,
}: {
  tree: TFoodType[];
  onSale: boolean | null;
  typePath: string[];
  onSearch: (text: string) => void;
  onSaleChange: (onSale: boolean | null) => void;
  onTypeChange: (path: string[]) => void;
}) {
  const [text, setText] = useState('');
  return (
    <div className="desk-filters" style={{ marginBottom: 14 }}>
      <Input
        data-testid="shelf-search"
        style={{ width: 260 }}
        allowClear
        prefix={<SearchOutlined style={{ color: '#bbb' }} />}
        placeholder={deskText.searchProducts}
        value={text}
        maxLength={50}
        onChange={(e) => {
          setText(e.target.value);
          if (!e.target.value) onSearch('');
        }}
        onPressEnter={() => onSearch(text.trim())}
      />
      <Segmented<Sale>
        value={saleOf(onSale)}
        onChange={(v) => onSaleChange(onSaleOf(v))}
        options={[
          { value: 'all', label: deskText.saleAll },
          { value: 'on', label: deskText.saleOn },
          { value: 'off', label: deskText.saleOff },
        ]}
      />
      <FoodTypePicker tree={tree} by="Code" anyLevel value={typePath} onChange={onTypeChange} placeholder={deskText.allTypes} style={{ width: 200 }} />
    </div>
  );
}
