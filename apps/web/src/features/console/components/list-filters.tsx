import { Input } from 'antd';
import { useState } from 'react';

/** A search box that searches on Enter (and when cleared). */
export function SearchBox({
  placeholder,
  onSearch,
  testId,
  width = 240,
}: {
  placeholder: string;
  onSearch: (s: string) => void;
  testId?: string;
  width?: number;
}) {
  const [text, setText] = useState('');
  return (
    <Input.Search
      data-testid={testId}
      allowClear
      placeholder={placeholder}
      value={text}
      style={{ width }}
      onChange={(e) => {
        setText(e.target.value);
        if (!e.target.value) onSearch('');
      }}
      onSearch={(v) => onSearch(v.trim())}
    />
  );
}
