import type { TFirmProfile } from '@shanlian/contract';
import { App } from 'antd';
import { TCentre } from '../../../lib/text';
import { type ProfileFields, type ProfileTab, useUpdateProfile } from '../api/update-profile';

/**
 * Saving one tab: '保存成功' and the saved profile handed back (the form then shows what the
 * server kept), or the server's own message.
 */
export function useSaveProfileTab(tab: ProfileTab, onSaved: (saved: TFirmProfile) => void) {
  const { message } = App.useApp();
  const update = useUpdateProfile();
  const save = (fields: ProfileFields) =>
    update.mutate(
      { tab, fields },
      {
        onSuccess: (saved) => {
          message.success(TCentre.saved);
          onSaved(saved);
        },
        onError: (e) => message.error(e instanceof Error && e.message ? e.message : TCentre.saveFailed),
      },
    );
  const invalid = () => message.warning(TCentre.msg.checkForm);
  return { save, invalid, saving: update.isPending };
}
