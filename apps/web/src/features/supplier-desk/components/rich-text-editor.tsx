import { BoldOutlined, ClearOutlined, FontSizeOutlined, OrderedListOutlined, PicCenterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { type ClipboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { TDesk } from '../../../lib/text';

const TOOLS: { icon: ReactNode; label: string; command: string; arg?: string; text?: string }[] = [
  { icon: <BoldOutlined />, label: TDesk.toolBold, command: 'bold' },
  { icon: <FontSizeOutlined />, label: TDesk.toolHeading, command: 'formatBlock', arg: '<h3>', text: TDesk.toolHeading },
  { icon: <PicCenterOutlined />, label: TDesk.toolParagraph, command: 'formatBlock', arg: '<p>', text: TDesk.toolParagraph },
  { icon: <UnorderedListOutlined />, label: TDesk.toolBullets, command: 'insertUnorderedList' },
  { icon: <OrderedListOutlined />, label: TDesk.toolNumbers, command: 'insertOrderedList' },
  { icon: <ClearOutlined />, label: TDesk.toolClear, command: 'removeFormat' },
];

/**
 * A small rich-text box for 商品介绍: contentEditable with bold / heading / lists, no new
 * dependency. It only writes what the server keeps (the server sanitizes the HTML again).
 * Pasted content comes in as plain text, so no foreign styles ride along.
 */
export function RichTextEditor({ value = '', onChange, placeholder }: { value?: string; onChange?: (html: string) => void; placeholder?: string }) {
  const area = useRef<HTMLDivElement>(null);
  // Written only when the value differs from what is on screen: typing never resets the caret.
  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const emit = () => onChange?.(area.current?.innerHTML ?? '');
  const exec = (command: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const pastePlain = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
    emit();
  };

  return (
    <div className="desk-rte">
      <div className="desk-rte-bar" role="toolbar">
        {TOOLS.map((t) => (
          <Tooltip key={t.label} title={t.label}>
            <Button type="text" size="small" icon={t.icon} aria-label={t.label} onMouseDown={(e) => e.preventDefault()} onClick={() => exec(t.command, t.arg)}>
              {t.text}
            </Button>
          </Tooltip>
        ))}
      </div>
      <div
        ref={area}
        className="desk-rte-area"
        data-testid="shelf-intro"
        contentEditable
        suppressContentEditableWarning
        data-placeholder={placeholder}
        onInput={emit}
        onBlur={emit}
        onPaste={pastePlain}
      />
    </div>
  );
}
