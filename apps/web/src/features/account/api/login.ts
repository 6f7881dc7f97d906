import type { InputOf } from '@shanlian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { keys } from '../../../api/keys';
import { useRefreshMe } from '../../../lib/use-me';

export const login = (input: InputOf<'Account/Login'>) => call('Account/Login', input);

/**
 * Phone + password. On success the answer's user goes straight into the current-user
 * cache (so the next page greets them at once, not after a refetch) and is then read again.
 */
export function useLogin() {
  const qc = useQueryClient();
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      qc.setQueryData(keys.me, answer.User);
      return refreshMe();
    },
  });
}
