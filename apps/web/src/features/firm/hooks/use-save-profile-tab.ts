import type { TFirmProfile } from '@shanlian/contract';
import { App } from 'antd';
import { centreText } from '../../../lib/text';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { type ProfileFields, type ProfileTab, useUpdateProfile } from '../api/update-profile';

/**
 * Saving one tab: '保存成功' and the saved profile handed back (the form then shows what the
 * server kept), or the server's own message.
 */
export function useSaveProfileTab(tab: ProfileTab, onSaved: (saved: TFirmProfile) => void) {
  const { message } = App.useApp();
  const update = useUpdateProfile();
  // a double click on 保存 saves (and says 保存成功) once
  const once = useSingleFlight();
  const save = (fields: ProfileFields) =>
    once.run(async () => {
      try {
        const saved = await update.mutateAsync({ tab, fields });
        message.success(centreText.saved);
        onSaved(saved);
      } catch (e) {
        message.error(e instanceof Error && e.message ? e.message : centreText.saveFailed);
      }
    });
  const invalid = () => message.warning(centreText.msg.checkForm);
  return { save, invalid, saving: update.isPending || once.busy };
}
