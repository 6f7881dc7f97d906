import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { cmsText } from '../../../../lib/text';

/** The search box of the supplier list: Enter or the button searches; clearing shows all. */
export function SupplierSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Input.Search
      data-testid="supplier-search"
      className="sl-supplier-search"
      size="large"
      allowClear
      maxLength={50}
      placeholder={cmsText.supplierSearchPlaceholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(q) => onSearch(q.trim())}
      enterButton={
        <Button type="primary" icon={<SearchOutlined />}>
          {cmsText.search}
        </Button>
      }
    />
  );
}
