import { EDUCATION_LEVELS, GENDERS } from '@shanlian/contract/browser';
import type { TBaUser, TFieldRule } from '@shanlian/contract';
import { DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { DialogFooter } from '../../../components/console-layout';
import { consoleText } from '../../../lib/text/console';
import { rulesOf } from '../../../lib/field-rules';
import { AreaCascader } from '../../../components/area-cascader';
import { DepartmentSelect, PositionSelect } from './dept-position-select';
import { OrgSelect } from './org-select';

export interface UserValues {
  FullName: string;
  MobileNumber: string;
  Gender: 1 | 2;
  BOD?: string | null;
  Education?: number | null;
  AreaCode: string;
  OrgId?: string | null;
  DepartmentId?: string | null;
  PositionId?: string | null;
  Password?: string;
}

type FormValues = Omit<UserValues, 'BOD'> & { BOD?: Dayjs | null };

/** 新增/修改用户: the fields of BA_UserInfo, with the server's field rules. */
export function UserDialog({
  open,
  user,
  rules,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  /** null: a new user (with an initial password). */
  user: TBaUser | null;
  rules?: TFieldRule[];
  pending: boolean;
  onCancel: () => void;
  onSubmit: (v: UserValues) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const area = Form.useWatch('AreaCode', form);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (user)
      form.setFieldsValue({
        FullName: user.FullName,
        MobileNumber: user.MobileNumber,
        Gender: (user.Gender === 2 ? 2 : 1) as 1 | 2,
        BOD: user.BOD ? dayjs(user.BOD) : null,
        Education: user.Education,
        AreaCode: user.AreaCode,
        OrgId: user.OrgId,
        DepartmentId: user.DepartmentId,
        PositionId: user.PositionId,
      });
  }, [open, user, form]);
  // before the server's rules arrive (or if it has none for a field) the required fields are still required
  const rule = (field: string, label: string) => {
    const r = rulesOf(rules, field, label);
    return r.length ? r : [{ required: true, whitespace: true, message: `请输入${label}` }];
  };
  return (
    <Modal
      open={open}
      width={640}
      title={user ? consoleText.editUser : consoleText.addUser}
      onCancel={onCancel}
      destroyOnHidden
      footer={<DialogFooter onCancel={onCancel} onOk={() => form.submit()} okText={consoleText.save} pending={pending} testId="user-save" />}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        className="console-form-grid"
        onFinish={(v) => onSubmit({ ...v, BOD: v.BOD ? v.BOD.format('YYYY-MM-DD') : null })}
        onValuesChange={(changed) => {
          if ('AreaCode' in changed) form.setFieldsValue({ DepartmentId: null, PositionId: null, OrgId: null });
        }}
      >
        <Form.Item name="FullName" label={consoleText.fullName} rules={rule('FullName', consoleText.fullName)}>
          <Input data-testid="user-name" />
        </Form.Item>
        <Form.Item name="MobileNumber" label={consoleText.phone} rules={rule('MobileNumber', consoleText.phone)}>
          <Input data-testid="user-phone" maxLength={11} disabled={!!user} />
        </Form.Item>
        <Form.Item name="Gender" label={consoleText.gender} rules={[{ required: true, message: consoleText.pickGender }]}>
          <Radio.Group options={Object.entries(GENDERS).map(([k, v]) => ({ value: Number(k), label: v }))} data-testid="user-gender" />
        </Form.Item>
        <Form.Item name="BOD" label={consoleText.bod}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="Education" label={consoleText.education}>
          <Select
            allowClear
            placeholder={consoleText.pickEducation}
            options={Object.entries(EDUCATION_LEVELS).map(([k, v]) => ({ value: Number(k), label: v }))}
          />
        </Form.Item>
        <Form.Item name="AreaCode" label={consoleText.area} rules={[{ required: true, message: consoleText.pickArea }]}>
          <AreaCascader testId="user-area" allowClear={false} />
        </Form.Item>
        <Form.Item name="OrgId" label={consoleText.org}>
          <OrgSelect area={area} />
        </Form.Item>
        <Form.Item name="DepartmentId" label={consoleText.department}>
          <DepartmentSelect area={area} />
        </Form.Item>
        <Form.Item name="PositionId" label={consoleText.position}>
          <PositionSelect area={area} />
        </Form.Item>
        {!user && (
          <Form.Item name="Password" label={consoleText.password} rules={rule('Password', consoleText.password)}>
            <Input.Password data-testid="user-password" autoComplete="new-password" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
