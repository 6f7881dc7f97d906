import { UserOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { PersonPicker, type PickedPerson } from '../../../components/person-picker';
import { supervisionText } from '../../../lib/text/supervision';

/**
 * One person chosen with the supervision picker (single select), for a Form.Item: shows the name,
 * 选择 / 更换 opens the picker over `areaCode`'s people. Disabled with a reason when there is no area.
 */
export function PersonField({
  value,
  onChange,
  title,
  areaCode,
  testId,
  disabledReason,
}: {
  value?: PickedPerson | null;
  onChange?: (p: PickedPerson | null) => void;
  title: string;
  areaCode: string | null;
  testId: string;
  disabledReason?: string;
}) {
  const [open, setOpen] = useState(false);
  const disabled = !areaCode;
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          prefix={<UserOutlined style={{ color: '#bbb' }} />}
          value={value ? `${value.FullName}${value.PosName ? `（${value.PosName}）` : ''}` : ''}
          placeholder={disabled ? disabledReason : title}
          onClick={() => !disabled && setOpen(true)}
          data-testid={`${testId}-name`}
          style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}
        />
        <Button onClick={() => setOpen(true)} disabled={disabled} data-testid={testId}>
          {value ? supervisionText.change : supervisionText.choose}
        </Button>
      </Space.Compact>
      {areaCode && (
        <PersonPicker
          open={open}
          title={title}
          variant="supervision"
          areaCode={areaCode}
          value={value ? [value] : []}
          onCancel={() => setOpen(false)}
          onConfirm={(people) => {
            onChange?.(people[0] ?? null);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
