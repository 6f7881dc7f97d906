import type { InputOf } from '@shanlian/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const registerFirm = (input: InputOf<'Account/Register'>) => call('Account/Register', input);

export function useRegisterFirm() {
  return useMutation({ mutationFn: registerFirm });
}
