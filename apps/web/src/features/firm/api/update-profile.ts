import type { InputOf, TFirmProfile } from '@shanlian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centreKeys } from '../../../api/centre-keys';
import { call } from '../../../api/client';
import { keys } from '../../../api/keys';

export type ProfileTab = 'basic' | 'personnel';
export type ProfileFields = InputOf<'Firm/UpdateFirmUser'>['EN_FirmuserInfo'];

/** Saves one tab of the profile: only the fields sent are written; the answer is the saved profile. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ tab, fields }: { tab: ProfileTab; fields: ProfileFields }) => call('Firm/UpdateFirmUser', { EN_FirmuserInfo: fields, Tab: tab }),
    onSuccess: (saved: TFirmProfile) => {
      qc.setQueryData(centreKeys.profile(saved.Id), saved);
      // The top bar's greeting shows the firm's name.
      void qc.invalidateQueries({ queryKey: keys.me });
    },
  });
}
