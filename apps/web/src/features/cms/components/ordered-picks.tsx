import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { operatorContentText } from '../../../lib/text/operator-content';

export interface Pick {
  id: string;
  label: ReactNode;
  /** Beside the label: a picture, a tag. */
  before?: ReactNode;
  after?: ReactNode;
}

/** What was chosen, in its order: each with 上移, 下移 and 移除 (the order the store shows). */
export function OrderedPicks({ items, onChange, testId }: { items: Pick[]; onChange: (ids: string[]) => void; testId?: string }) {
  if (items.length === 0) return null;
  const ids = items.map((i) => i.id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [id] = next.splice(from, 1);
    if (id === undefined) return;
    next.splice(to, 0, id);
    onChange(next);
  };
  return (
    <ol className="oc-picks" data-testid={testId}>
      {items.map((item, i) => (
        <li key={item.id} className="oc-pick">
          <span className="oc-pick-no">{i + 1}</span>
          {item.before}
          <span className="oc-pick-label">{item.label}</span>
          {item.after}
          <span className="oc-pick-actions">
            <Tooltip title={operatorContentText.moveUp}>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={operatorContentText.moveUp}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              />
            </Tooltip>
            <Tooltip title={operatorContentText.moveDown}>
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={operatorContentText.moveDown}
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
              />
            </Tooltip>
            <Tooltip title={operatorContentText.imageRemove}>
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined />}
                aria-label={operatorContentText.imageRemove}
                onClick={() => onChange(ids.filter((x) => x !== item.id))}
              />
            </Tooltip>
          </span>
        </li>
      ))}
    </ol>
  );
}
