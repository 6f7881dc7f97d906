import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { TCartLine } from '@shanlian/contract';
import { MSG } from '@shanlian/contract/browser';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { factsOfLine, quantityProblem, quantityRuleText, snapToGrid } from '../../../lib/quantity';
import { cartText, commonText } from '../../../lib/text';
import { useUpdateQuantity } from '../api/update-quantity';
import { maxQuantity } from '../rules/cart-lines';

/** Steps that follow each other this closely are sent once, with the last quantity. */
const STEP_SETTLE_MS = 350;

/**
 * A line's quantity, from the product's minimum in its steps, up to its stock (a seckill line
 * also to what the offer has left and what the firm may still buy). A step or leaving the box
 * saves it. A quantity outside the rules is not sent and not cut down: the box keeps it, marked
 * invalid, with the limit named (the server's words); a refusal by the server shows its words.
 */
export function CartQuantity({ line }: { line: TCartLine }) {
  const update = useUpdateQuantity();
  const max = maxQuantity(line);
  const facts = factsOfLine(line);
  const [value, setValue] = useState<number | null>(line.CartNumber);
  // The latest value shown, read by a commit that a timer runs after the renders in between.
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
      toast.warning(MSG.quantityMin);
      return show(saved.current);
    }
    if (next === saved.current) return;
    const problem = quantityProblem(next, facts);
    if (problem) {
      toast.error(problem);
      return;
    }
    const previous = saved.current;
    saved.current = next;
    try {
      await update.mutateAsync({ id: line.Id, quantity: next });
    } catch (e) {
      saved.current = previous;
      show(previous);
      toast.error(messageOf(e, MSG.serverError));
    }
  };

  /** A step button or an arrow key: the next value in the product's steps, never below 1, saved once the steps settle. */
  const step = (dir: 1 | -1) => {
    const next = Math.max(1, (latest.current ?? 0) + dir * Math.max(1, line.QuantityStep));
    show(snapToGrid(next, facts, dir));
    clearTimeout(timer.current);
    timer.current = setTimeout(commit, STEP_SETTLE_MS);
  };

  const disabled = !line.Available || max < 1;
  const problem = value != null && value !== saved.current ? quantityProblem(value, facts) : null;
  const rule = quantityRuleText(line.MinQuantity, line.QuantityStep, line.Unit);
  return (
    <div className="cart-qty">
      {/* − box +, as antd's spinner number box draws it; no max and min 1: a typed figure over a limit
          stays as typed, named below, and 0 left in the box becomes 1 as the spinner did */}
      <div className={`cart-stepper${problem ? ' is-error' : ''}${disabled ? ' is-disabled' : ''}`}>
        <button
          type="button"
          tabIndex={-1}
          className="cart-stepper-btn"
          aria-label={commonText.stepDown(commonText.quantity)}
          disabled={disabled || (value != null && value <= 1)}
          onClick={() => step(-1)}
        >
          <MinusOutlined />
        </button>
        <input
          className="cart-stepper-input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={value ?? ''}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '');
            show(digits ? Number(digits) : null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
              e.preventDefault();
              step(e.key === 'ArrowUp' ? 1 : -1);
            } else if (e.key === 'Enter') void commit();
          }}
          onBlur={() => {
            if (latest.current != null && latest.current < 1) show(1);
            void commit();
          }}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          data-testid="cart-qty"
          aria-label={cartText.colQuantity}
        />
        <button
          type="button"
          tabIndex={-1}
          className="cart-stepper-btn"
          aria-label={commonText.stepUp(commonText.quantity)}
          disabled={disabled}
          onClick={() => step(1)}
        >
          <PlusOutlined />
        </button>
      </div>
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
