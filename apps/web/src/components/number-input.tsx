import { InputNumber, type InputNumberProps } from 'antd';
import { type ComponentRef, type Ref, useLayoutEffect, useRef } from 'react';
import { commonText } from '../lib/text';

type ValueType = string | number;

/**
 * antd's number box whose step buttons speak Chinese: its library names them "Increase Value" and
 * "Decrease Value" whatever the locale, which a screen reader reads out on every stepper. Here they are
 * 增加数量 / 减少数量, or named for what the box counts (`stepName`: 人数, 份数…).
 */
export function NumberInput<V extends ValueType = number>({
  stepName = commonText.quantity,
  ref: outer,
  ...props
}: InputNumberProps<V> & { stepName?: string; ref?: Ref<ComponentRef<typeof InputNumber>> }) {
  const ref = useRef<ComponentRef<typeof InputNumber>>(null);
  // After every render: React leaves an attribute it did not change alone, so the names stay put.
  useLayoutEffect(() => {
    const root = ref.current?.nativeElement;
    if (!root) return;
    const name = (selector: string, label: string) => {
      for (const el of root.querySelectorAll(`[role="button"]${selector}`)) if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label);
    };
    name('[class*="-action-up"]', commonText.stepUp(stepName));
    name('[class*="-action-down"]', commonText.stepDown(stepName));
  });
  // a Form.Item hands its own ref (to focus a field with an error): both are kept
  const both = (node: ComponentRef<typeof InputNumber> | null) => {
    ref.current = node;
    if (typeof outer === 'function') outer(node);
    else if (outer) outer.current = node;
  };
  return <InputNumber<V> {...props} ref={both} />;
}
