import { Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { centreText } from '../../../../lib/text';
import { useCan } from '../../../../lib/use-can';

/**
 * The frame both profile tabs share: the form's layout, scrolling to the first error, and the
 * 保存 / 重置 buttons (重置 puts back the saved values).
 */
export function ProfileForm<V extends object>({
  form,
  initialValues,
  onFinish,
  onFinishFailed,
  saving,
  saveTestId,
  children,
}: {
  form: FormInstance<V>;
  initialValues: V;
  onFinish: (values: V) => void;
  onFinishFailed: () => void;
  saving: boolean;
  saveTestId: string;
  children: ReactNode;
}) {
  const mayEdit = useCan()('firm-profile:edit');
  return (
    <Form<V>
      form={form}
      className="centre-form"
      layout="horizontal"
      labelCol={{ flex: '148px' }}
      labelWrap
      colon={false}
      initialValues={initialValues}
      onFinish={onFinish}
      onFinishFailed={onFinishFailed}
      scrollToFirstError={{ block: 'center' }}
    >
      {children}
      {mayEdit && (
        <div className="centre-form-actions">
          <Button type="primary" htmlType="submit" size="large" loading={saving} data-testid={saveTestId}>
            {centreText.save}
          </Button>
          <Button size="large" disabled={saving} onClick={() => form.setFieldsValue(initialValues as Parameters<FormInstance<V>['setFieldsValue']>[0])}>
            {centreText.reset}
          </Button>
        </div>
      )}
    </Form>
  );
}
