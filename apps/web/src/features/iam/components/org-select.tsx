import { Select } from 'antd';
import { useConsoleOp } from '../../../api/console-api';
import { consoleText } from '../../../lib/text/console';

/** The organisations within the user's reach, of one area when given. */
export function OrgSelect({ area, value, onChange }: { area?: string | null; value?: string | null; onChange?: (id: string | null) => void }) {
  const { data = [], isLoading } = useConsoleOp('BA_User/GetOrgList', { AreaCode: area || null });
  return (
    <Select
      allowClear
      loading={isLoading}
      placeholder={consoleText.pickOrg}
      value={value || undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={data.map((o) => ({ value: o.Id, label: o.Name }))}
    />
  );
}
