import { useLayoutEffect } from 'react';
import { useCartActions } from '../hooks/use-cart-actions';
import type { CartSelection } from '../hooks/use-cart-selection';

export type CartActions = ReturnType<typeof useCartActions>;

/**
 * Runs the cart's actions (with antd's messages) and hands them to the page after every render. It
 * comes in its own chunk, with antd, once the buyer reaches for the cart's controls: the lines are
 * drawn without it.
 */
export default function CartActionsHost({ selection, onActions }: { selection: CartSelection; onActions: (actions: CartActions) => void }) {
  const actions = useCartActions(selection);
  useLayoutEffect(() => onActions(actions));
  return null;
}
