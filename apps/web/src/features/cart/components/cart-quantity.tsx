import { MSG } from '@shanlian/contract/browser';
import type { TCartLine } from '@shanlian/contract';
import { App } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { useEffect, useRef, useState } from 'react';
import { cartText } from '../../../lib/text';
import { useUpdateQuantity } from '../api/update-quantity';
import { maxQuantity } from '../rules/cart-lines';
import { factsOfLine, quantityProblem, quantityRuleText, snapToGrid } from '../../../lib/quantity';
import { messageOf } from '../../../api/errors';

/** Steps that follow each other this closely are sent once, with the last quantity. */
const STEP_SETTLE_MS = 350;

/**
 * A line's quantity, from the product's minimum in its steps, up to its stock (a seckill line
 * also to what the offer has left and what the firm may still buy). A step or leaving the box
 * saves it. A quantity outside the rules is not sent and not cut down: the box keeps it, marked
 * invalid, with the limit named (the server's words); a refusal by the server shows its words.
 */
export function CartQuantity({ line }: { line: TCartLine }) {
  const { message } = App.useApp();
  const update = useUpdateQuantity();
  const max = maxQuantity(line);
  const facts = factsOfLine(line);
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
    const problem = quantityProblem(next, facts);
    if (problem) {
      message.error(problem);
      return;
    }
    const previous = saved.current;
    saved.current = next;
    try {
      await update.mutateAsync({ id: line.Id, quantity: next });
    } catch (e) {
      saved.current = previous;
      show(previous);
      message.error(messageOf(e, MSG.serverError));
    }
  };

  const disabled = !line.Available || max < 1;
  const problem = value != null && value !== saved.current ? quantityProblem(value, facts) : null;
  const rule = quantityRuleText(line.MinQuantity, line.QuantityStep, line.Unit);
  return (
    <div className="cart-qty">
      <NumberInput
        // no max and min 1: antd would bring a typed value into range without a word
        min={1}
        step={Math.max(1, line.QuantityStep)}
        precision={0}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        value={value}
        onChange={show}
        onStep={(v, info) => {
          show(snapToGrid(v, facts, info.type === 'up' ? 1 : -1));
          clearTimeout(timer.current);
          timer.current = setTimeout(commit, STEP_SETTLE_MS);
        }}
        onBlur={() => {
          setTimeout(commit, 0);
        }}
        onPressEnter={commit}
        disabled={disabled}
        mode="spinner"
        // five digits and the two spinner buttons
        style={{ width: 148 }}
        data-testid="cart-qty"
        aria-label={cartText.colQuantity}
      />
      {line.Available && problem && (
        <div className="cart-qty-hint" style={{ color: '#cf2c2f' }} role="alert" data-testid="cart-qty-error">
          {problem}
        </div>
      )}
      {line.Available && !problem && (
        <div className="cart-qty-hint">
          {line.IsSeckill ? cartText.seckillLeft(max) : cartText.stockLeft(max)}
          {rule && ` · ${rule}`}
        </div>
      )}
    </div>
  );
}
