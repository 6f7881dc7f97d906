import type { SmsPurpose } from '@shanlian/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** Spends the SMS code and answers a VerifyToken that stands in for it in the next step (10 minutes). */
export const verifySmsCode = (input: { Phone: string; Code: string; Purpose: SmsPurpose }) => call('Account/IsValidCode', input).then((r) => r.VerifyToken);

export function useVerifySmsCode() {
  return useMutation({ mutationFn: verifySmsCode });
}
