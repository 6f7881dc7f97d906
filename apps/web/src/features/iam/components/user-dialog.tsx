import type { TBaUser, TFieldRule } from '@shanlian/contract';
import { Form, Input, Modal } from 'antd';
import { AreaCascader } from '../../../components/area-cascader';
import { DialogFooter } from '../../../components/console-layout';
import { rulesOf } from '../../../lib/field-rules';
import { consoleText } from '../../../lib/text/console';
import { DepartmentSelect, PositionSelect } from './dept-position-select';
import { OrgSelect } from './org-select';
import { BodField, bodText, EducationField, GenderField, type PersonValues, usePersonFill } from './person-form';

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

type FormValues = Omit<UserValues, 'BOD'> & PersonValues;

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
  usePersonFill(form, open, user, (u) => ({ AreaCode: u.AreaCode, OrgId: u.OrgId }));
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
        onFinish={(v) => onSubmit({ ...v, BOD: bodText(v.BOD) })}
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
        <GenderField rules={[{ required: true, message: consoleText.pickGender }]} testId="user-gender" />
        <BodField />
        <EducationField placeholder={consoleText.pickEducation} />
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
