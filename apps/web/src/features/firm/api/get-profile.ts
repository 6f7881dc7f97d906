import type { TFirmProfile } from '@shanlian/contract';
import { useQuery } from '@tanstack/react-query';
import { centreKeys } from '../../../api/centre-keys';
import { call } from '../../../api/client';
import { useMe } from '../../../lib/use-me';

/** The business profile of the logged-in user's own firm. */
export function useFirmProfile() {
  const { data: me } = useMe();
  const firmId = me?.FirmId ?? '';
  return useQuery<TFirmProfile>({
    queryKey: centreKeys.profile(firmId),
    queryFn: () => call('Firm/GetFirmById', { Id: firmId }),
    enabled: !!firmId,
  });
}

/** The public business types of the profile's radios. */
export function usePubFirmTypes() {
  return useQuery({
    queryKey: centreKeys.pubFirmTypes,
    queryFn: () => call('Firm/GetPubFirmTypeList', {}),
    staleTime: 10 * 60_000,
  });
}
