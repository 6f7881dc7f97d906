import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { keys } from '../../../api/keys';

/** Ends the session and forgets everything read as this user. */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('Account/Logout', {}),
    onSuccess: () => {
      qc.setQueryData(keys.me, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== keys.me[0] });
    },
  });
}
