import type { TFieldRule } from '@shanlian/contract';
import { Form, Input, Modal, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { AreaCascader } from '../../../components/area-cascader';
import { DialogFooter } from '../../../components/console-layout';
import { rulesOf } from '../../../lib/field-rules';
import { consoleText } from '../../../lib/text/console';
import type { SelectNode } from '../../../lib/tree';
import { OrgSelect } from './org-select';

export interface CatalogueValues {
  Name: string;
  ParentId?: string | null;
  AreaCode: string;
  OrgId?: string | null;
}

/** The editor of a department (with its parent) or a position: name, area, organisation. */
export function CatalogueDialog({
  open,
  title,
  nameLabel,
  initial,
  parents,
  rules,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  title: string;
  nameLabel: string;
  initial: Partial<CatalogueValues>;
  /** The departments a department may sit under; undefined for positions. */
  parents?: SelectNode[];
  rules?: TFieldRule[];
  pending: boolean;
  onCancel: () => void;
  onSubmit: (v: CatalogueValues) => void;
}) {
  const [form] = Form.useForm<CatalogueValues>();
  const area = Form.useWatch('AreaCode', form);
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initial);
    }
  }, [open, initial, form]);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      footer={<DialogFooter onCancel={onCancel} onOk={() => form.submit()} okText={consoleText.save} pending={pending} testId="catalogue-save" />}
    >
      <Form form={form} layout="vertical" onFinish={onSubmit} preserve={false}>
        <Form.Item name="Name" label={nameLabel} rules={rulesOf(rules, 'Name', nameLabel)}>
          <Input data-testid="catalogue-name" maxLength={30} />
        </Form.Item>
        {parents && (
          <Form.Item name="ParentId" label={consoleText.parentDepartment}>
            <TreeSelect allowClear treeDefaultExpandAll treeData={parents} placeholder={consoleText.noParent} />
          </Form.Item>
        )}
        <Form.Item name="AreaCode" label={consoleText.area} rules={[{ required: true, message: consoleText.pickArea }]}>
          <AreaCascader testId="catalogue-area" allowClear={false} />
        </Form.Item>
        <Form.Item name="OrgId" label={consoleText.org}>
          <OrgSelect area={area} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
