import type { InputOf } from '@shanlian/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useRefreshMe } from '../../../lib/use-me';

export const changePassword = (input: InputOf<'Account/ChangePassword'>) => call('Account/ChangePassword', input);

/** A new password ends every session of the account, so the current user is read again afterwards. */
export function useChangePassword() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => refreshMe(),
  });
}
