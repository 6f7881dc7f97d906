import type { Permission } from '@shanlian/contract';
import { useMe } from './use-me';

/**
 * Whether the current user holds a permission (any one of a list), from GetCurrentUser's
 * Permissions. The server checks the same permission again on every call.
 */
export function useCan(): (p: Permission | readonly Permission[]) => boolean {
  const { data: me } = useMe();
  const held = me?.Permissions ?? [];
  return (p) => (typeof p === 'string' ? held.includes(p) : p.some((x) => held.includes(x)));
}
