import { Input } from 'antd';
import { useState } from 'react';
import { cartText } from '../../../lib/text';

/** 我的购物车, how many lines it holds, and the search by product name (Enter searches). */
export function CartHeader({ lineCount, query, onSearch }: { lineCount: number | undefined; query: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(query);
  return (
    <div className="cart-head">
      <div className="cart-head-title">
        <h1>{cartText.title}</h1>
        {lineCount !== undefined && <span className="cart-head-count">{cartText.lineCount(lineCount)}</span>}
      </div>
      {(!!lineCount || query) && (
        <Input.Search
          allowClear
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => onSearch(v.trim())}
          placeholder={cartText.searchPlaceholder}
          maxLength={50}
          style={{ width: 320 }}
          data-testid="cart-search"
        />
      )}
    </div>
  );
}
