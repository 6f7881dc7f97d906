import { type InputHTMLAttributes, useEffect, useRef } from 'react';

/** A native checkbox drawn like antd's (the cart's lines and 全选), with its half-checked state. */
export function CartCheck({
  checked,
  indeterminate = false,
  onChange,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> & {
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input {...rest} ref={ref} type="checkbox" className="cart-check" checked={checked} onChange={(e) => onChange(e.target.checked)} />;
}
