import { UserAddOutlined, UserOutlined } from '@ant-design/icons';
import type { TPersonRow } from '@shanlian/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { PersonPicker } from '../../../../components/person-picker';
import { orderText } from '../../../../lib/text';
import './person-field.css';

/** A form control holding one person of the firm, chosen with the person picker. */
export function PersonField({
  value,
  onChange,
  title,
  testId,
  id,
}: {
  value?: TPersonRow;
  onChange?: (p: TPersonRow | undefined) => void;
  title: string;
  testId: string;
  id?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="person-field">
      {value && (
        <span className="person-chip" data-testid={`${testId}-value`}>
          <UserOutlined /> <b>{value.FullName}</b>
          <span className="person-chip-sub">
            {value.PosName || value.DeptName} {value.MobileNumber}
          </span>
        </span>
      )}
      <Button id={id} icon={<UserAddOutlined />} onClick={() => setOpen(true)} data-testid={testId}>
        {value ? orderText.form.change : orderText.form.choose}
      </Button>
      <PersonPicker
        open={open}
        title={title}
        value={value ? [value] : undefined}
        onCancel={() => setOpen(false)}
        onConfirm={(people) => {
          onChange?.(people[0]);
          setOpen(false);
        }}
      />
    </div>
  );
}
