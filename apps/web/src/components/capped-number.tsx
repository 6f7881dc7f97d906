import type { InputNumberProps } from 'antd';
import { useState } from 'react';
import { NumberInput } from './number-input';

/**
 * A whole-number input with a ceiling that says why it lowered what was typed: antd puts a number
 * above `max` back to `max` on blur without a word, so a typed 50 became 10 unnoticed. While the
 * typed number is above `max`, and after the input has lowered it, `capText` shows under it
 * (e.g. 最多可收货 10 袋（订单数量）) until a number within the ceiling is typed.
 */
export function CappedNumber({
  max,
  capText,
  capTestId,
  onChange,
  ...rest
}: Omit<InputNumberProps<number>, 'max' | 'onChange' | 'onInput'> & {
  /** None: no ceiling yet (nothing chosen), nothing to say. */
  max?: number;
  capText: string;
  capTestId?: string;
  onChange?: (value: number | null) => void;
}) {
  const [capped, setCapped] = useState(false);
  const onInput = (text: string) => {
    const n = Number(text.trim());
    if (text.trim() !== '' && Number.isFinite(n)) setCapped(max != null && n > max);
  };
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', maxWidth: '100%' }}>
      <NumberInput<number>
        {...rest}
        max={max}
        onInput={onInput}
        onChange={(v) => {
          // a step down or a value chosen within the ceiling clears the note
          if (v != null && (max == null || v < max)) setCapped(false);
          onChange?.(v);
        }}
      />
      {capped && (
        <span role="status" data-testid={capTestId} style={{ color: '#d48806', fontSize: 12, lineHeight: '18px', marginTop: 2, whiteSpace: 'normal' }}>
          {capText}
        </span>
      )}
    </span>
  );
}
