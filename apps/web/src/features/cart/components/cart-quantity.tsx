import { MSG } from '@shanlian/contract/browser';
import type { TCartLine } from '@shanlian/contract';
import { App, InputNumber } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { TCart } from '../../../lib/text';
import { useUpdateQuantity } from '../api/update-quantity';
import { maxQuantity } from '../rules/cart-lines';

/** Steps that follow each other this closely are sent once, with the last quantity. */
const STEP_SETTLE_MS = 350;

/**
 * A line's quantity, 1 to its stock (a seckill line also to what the offer has left). A step
 * or leaving the box saves it; a refusal shows the server's words and puts the quantity back.
 */
export function CartQuantity({ line }: { line: TCartLine }) {
  const { message } = App.useApp();
  const update = useUpdateQuantity();
  const max = maxQuantity(line);
  const [value, setValue] = useState<number | null>(line.CartNumber);
  // The latest value shown. Leaving the box, antd brings a typed value into range through an
  // onChange that runs after this input's onBlur, hence the commit on blur waits a tick.
  const latest = useRef<number | null>(line.CartNumber);
  const saved = useRef(line.CartNumber);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The server's figure changed (a refetch): show it.
  const [seen, setSeen] = useState(line.CartNumber);
  if (seen !== line.CartNumber) {
    setSeen(line.CartNumber);
    setValue(line.CartNumber);
    latest.current = line.CartNumber;
    saved.current = line.CartNumber;
  }

  const show = (v: number | null) => {
    latest.current = v;
    setValue(v);
  };

  const commit = async () => {
    clearTimeout(timer.current);
    const next = latest.current;
    if (next == null || next < 1) {
      message.warning(MSG.quantityMin);
      return show(saved.current);
    }
    if (next === saved.current) return;
    const previous = saved.current;
    saved.current = next;
    try {
      await update.mutateAsync({ id: line.Id, quantity: next });
    } catch (e) {
      saved.current = previous;
      show(previous);
      message.error(e instanceof Error ? e.message : MSG.serverError);
    }
  };

  const disabled = !line.Available || max < 1;
  return (
    <div className="cart-qty">
      <InputNumber
        min={1}
        max={Math.max(1, max)}
        precision={0}
        value={value}
        onChange={show}
        onStep={(v) => {
          show(v);
          clearTimeout(timer.current);
          timer.current = setTimeout(commit, STEP_SETTLE_MS);
        }}
        onBlur={() => {
          setTimeout(commit, 0);
        }}
        onPressEnter={commit}
        disabled={disabled}
        mode="spinner"
        style={{ width: 124 }}
        data-testid="cart-qty"
        aria-label={TCart.colQuantity}
      />
      {line.Available && <div className="cart-qty-hint">{line.IsSeckill ? TCart.seckillLeft(max) : TCart.stockLeft(max)}</div>}
    </div>
  );
}
