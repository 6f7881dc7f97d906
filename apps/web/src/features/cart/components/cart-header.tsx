import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { cartText, commonText } from '../../../lib/text';

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
        // antd's Input.Search drawn plain: the box, a clear button while it holds text, the search button
        <search className="cart-search">
          <span className="sl-affix cart-search-box">
            <input
              type="text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && onSearch(text.trim())}
              placeholder={cartText.searchPlaceholder}
              aria-label={cartText.searchPlaceholder}
              maxLength={50}
              data-testid="cart-search"
            />
            {text && (
              <button
                type="button"
                className="cart-search-clear"
                aria-label={commonText.clear}
                onClick={() => {
                  setText('');
                  onSearch('');
                }}
              >
                <CloseCircleFilled />
              </button>
            )}
          </span>
          <button type="button" className="cart-search-button" aria-label={commonText.search} onClick={() => onSearch(text.trim())}>
            <SearchOutlined />
          </button>
        </search>
      )}
    </div>
  );
}
