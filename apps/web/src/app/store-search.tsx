import { SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CSSProperties, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { storeApi } from '../api/store';
import { Btn } from '../components/ui';
import { HISTORY_KEY, onSuggestKey, parseHistory, remember, type SuggestKind, suggestRows } from '../lib/search-suggest';
import { commonText } from '../lib/text';

/** How long typing must pause before the suggestions are asked for. */
const DEBOUNCE_MS = 200;

const SECTION: Record<SuggestKind, string> = { history: '历史搜索', product: '商品', hot: '热门搜索' };

// Drawn without antd: the search box is on the store's first screens.
const PANEL: CSSProperties = {
  position: 'absolute',
  top: 42,
  left: 0,
  right: 0,
  zIndex: 50,
  background: '#fff',
  border: '1px solid #e5e7eb',
  borderRadius: 6,
  boxShadow: '0 8px 24px rgba(0,0,0,.12)',
  padding: '6px 0',
  maxHeight: 420,
  overflowY: 'auto',
};
const HEAD: CSSProperties = { display: 'flex', justifyContent: 'space-between', padding: '6px 12px 2px', color: '#8a8f98', fontSize: 12 };
const ROW: CSSProperties = {
  padding: '7px 12px',
  cursor: 'pointer',
  fontSize: 14,
  color: '#333',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

function readHistory(): string[] {
  try {
    return parseHistory(localStorage.getItem(HISTORY_KEY));
  } catch {
    return [];
  }
}
function writeHistory(h: string[]) {
  try {
    if (h.length) localStorage.setItem(HISTORY_KEY, JSON.stringify(h));
    else localStorage.removeItem(HISTORY_KEY);
  } catch {
    // private mode: no history
  }
}

/** The text with the typed part in bold. */
function Marked({ text, typed }: { text: string; typed: string }) {
  const t = typed.trim();
  const at = t ? text.toLowerCase().indexOf(t.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <b style={{ color: '#17843f' }}>{text.slice(at, at + t.length)}</b>
      {text.slice(at + t.length)}
    </>
  );
}

/**
 * The store header's search box: as one types, a dropdown of 历史搜索 (kept in this browser,
 * the last 10, clearable), matching products and 热门搜索. Arrow keys move, Enter or a click
 * searches, Esc closes.
 */
export function StoreSearch() {
  const navigate = useNavigate();
  const listId = useId();
  const box = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<string[]>([]);

  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const suggest = useQuery({
    ...storeApi.read('Store/GetSearchSuggest', { Keyword: asked }),
    enabled: open,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => suggestRows(text, history, suggest.data?.Products ?? [], suggest.data?.HotWords ?? []), [text, history, suggest.data]);

  // A click outside closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const show = () => {
    setHistory(readHistory());
    setOpen(true);
  };
  const search = (word: string) => {
    const w = word.trim();
    if (w) {
      const next = remember(readHistory(), w);
      writeHistory(next);
      setHistory(next);
    }
    setText(w);
    setOpen(false);
    setActive(-1);
    navigate(w ? `/eshop/store/product/search/${encodeURIComponent(w)}` : '/eshop/store/product/search');
  };
  const clearHistory = () => {
    writeHistory([]);
    setHistory([]);
    setActive(-1);
  };

  const visible = open && rows.length > 0;
  return (
    <form
      ref={box}
      className="sl-search"
      data-testid="header-search"
      style={{ position: 'relative' }}
      onSubmit={(e) => {
        e.preventDefault();
        search(active >= 0 && visible ? (rows[active]?.text ?? text) : text);
      }}
    >
      <input
        type="search"
        aria-label={commonText.search}
        placeholder={commonText.searchPlaceholder}
        value={text}
        maxLength={50}
        autoComplete="off"
        role="combobox"
        aria-expanded={visible}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={visible && active >= 0 ? `${listId}-${active}` : undefined}
        onFocus={show}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          if (!open) show();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.nativeEvent.isComposing) return;
          if (!visible && e.key !== 'Escape' && e.key !== 'ArrowDown') return;
          if (e.key === 'ArrowDown' && !open) {
            show();
            e.preventDefault();
            return;
          }
          const r = onSuggestKey(e.key, active, rows, text);
          if (!r) return;
          e.preventDefault();
          if ('active' in r) setActive(r.active);
          else if ('search' in r) search(r.search);
          else {
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      <Btn variant="primary" type="submit" size="large" icon={<SearchOutlined />}>
        {commonText.search}
      </Btn>
      {visible && (
        <div id={listId} role="listbox" style={PANEL} data-testid="search-suggest">
          {rows.map((row, i) => (
            <div key={`${row.kind}-${row.text}`} role="presentation">
              {(i === 0 || rows[i - 1]?.kind !== row.kind) && (
                <div style={HEAD}>
                  <span>{SECTION[row.kind]}</span>
                  {row.kind === 'history' && (
                    <button
                      type="button"
                      className="sl-link-button"
                      style={{ fontSize: 12, padding: 0 }}
                      data-testid="search-history-clear"
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={clearHistory}
                    >
                      清空
                    </button>
                  )}
                </div>
              )}
              <div
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                style={{ ...ROW, background: i === active ? '#eef8f1' : undefined }}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => search(row.text)}
              >
                <Marked text={row.text} typed={row.kind === 'hot' ? '' : text} />
              </div>
            </div>
          ))}
        </div>
      )}
    </form>
  );
}
