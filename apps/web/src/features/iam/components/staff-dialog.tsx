import type { InputOf, TFirmUser } from '@shanlian/contract';
import { DUTIES } from '@shanlian/contract/browser';
import { Checkbox, Col, Form, Input, Modal, Row, Select, TreeSelect } from 'antd';
import { maxOf, passwordRules, rulesOf } from '../../../lib/field-rules';
import { firmAdminText } from '../../../lib/text/firm-admin';
import { selectTree } from '../../../lib/tree';
import { useAdminOp, useAdminPaged, useAdminWrite } from '../api/firm-admin';
import { BodField, bodText, EducationField, GenderField, type PersonValues, usePersonFill } from './person-form';

interface Values extends PersonValues {
  Password?: string;
  Duties?: (keyof typeof DUTIES)[];
}

const ALL = { PagerInfo: { PageIndex: 1, PageSize: 100 } };

/** The departments as a tree for a TreeSelect, and the positions, of the caller's firm. */
export function useFirmCatalogues(enabled = true) {
  const deps = useAdminPaged('EN_Firmdepartment/GetEN_FirmdepartmentList', ALL, { enabled });
  const poss = useAdminPaged('EN_Firmposition/GetEN_FirmpositionList', ALL, { enabled });
  const depRows = deps.data?.rows ?? [];
  return {
    departments: depRows,
    departmentTree: selectTree(depRows),
    positions: (poss.data?.rows ?? []).map((p) => ({ value: p.Id, label: p.Name })),
  };
}

/** 新增员工 / 修改员工: the fields of EN_FirmuserInfo, with the rules the server answers for them. */
export function StaffDialog({ open, row, onClose }: { open: boolean; row: TFirmUser | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const rules = useAdminOp('EN_Firmuser/GetValidationPara', {}, { enabled: open });
  const cat = useFirmCatalogues(open);
  const add = useAdminWrite('EN_Firmuser/AddFirmEN_Firmuser');
  const update = useAdminWrite('EN_Firmuser/UpdateFirmEN_Firmuser');
  const r = rules.data;

  usePersonFill(form, open, row, (p) => ({ Duties: p.Duties as Values['Duties'] }));

  const submit = async () => {
    const v = await form.validateFields();
    const person = {
      FullName: v.FullName.trim(),
      MobileNumber: v.MobileNumber.trim(),
      Gender: v.Gender,
      BOD: bodText(v.BOD),
      Education: v.Education ?? null,
      DepartmentId: v.DepartmentId ?? null,
      PositionId: v.PositionId ?? null,
      Duties: v.Duties ?? [],
    };
    const done = row
      ? await update.run({ EN_FirmuserInfo: { ...person, Id: row.Id } } as InputOf<'EN_Firmuser/UpdateFirmEN_Firmuser'>, firmAdminText.saved)
      : await add.run({ EN_FirmuserInfo: { ...person, Password: v.Password ?? '' } }, firmAdminText.saved);
    if (done) onClose();
  };

  return (
    <Modal
      open={open}
      title={row ? firmAdminText.editStaff : firmAdminText.addStaff}
      width={720}
      onCancel={onClose}
      onOk={submit}
      okText={firmAdminText.save}
      cancelText={firmAdminText.cancel}
      confirmLoading={add.pending || update.pending}
      okButtonProps={{ 'data-testid': 'staff-save' }}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ Gender: 1, Duties: [] }} data-testid="staff-form">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="FullName" label={firmAdminText.FullName} rules={rulesOf(r, 'FullName', firmAdminText.FullName, true)}>
              <Input maxLength={maxOf(r, 'FullName') ?? 30} data-testid="staff-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="MobileNumber" label={firmAdminText.MobileNumber} rules={rulesOf(r, 'MobileNumber', firmAdminText.MobileNumber, true)}>
              <Input maxLength={11} inputMode="numeric" data-testid="staff-mobile" />
            </Form.Item>
          </Col>
          {!row && (
            <Col xs={24} sm={12}>
              <Form.Item name="Password" label={firmAdminText.Password} rules={passwordRules}>
                <Input.Password maxLength={64} autoComplete="new-password" data-testid="staff-password" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <GenderField rules={rulesOf(r, 'Gender', firmAdminText.Gender, true, 'number')} />
          </Col>
          <Col xs={24} sm={12}>
            <BodField pastOnly />
          </Col>
          <Col xs={24} sm={12}>
            <EducationField placeholder={firmAdminText.choose} />
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="DepartmentId" label={firmAdminText.Department}>
              <TreeSelect allowClear placeholder={firmAdminText.choose} treeData={cat.departmentTree} treeDefaultExpandAll data-testid="staff-department" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="PositionId" label={firmAdminText.Position}>
              <Select allowClear placeholder={firmAdminText.choose} options={cat.positions} data-testid="staff-position" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="Duties" label={firmAdminText.Duties}>
              <Checkbox.Group options={Object.entries(DUTIES).map(([v, l]) => ({ value: v, label: l }))} data-testid="staff-duties" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
