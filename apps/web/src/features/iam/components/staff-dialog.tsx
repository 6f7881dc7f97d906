import { DUTIES, EDUCATION_LEVELS, GENDERS } from '@shanlian/contract/browser';
import type { InputOf, TFirmUser } from '@shanlian/contract';
import { Checkbox, Col, DatePicker, Form, Input, Modal, Radio, Row, Select, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { firmAdminText } from '../../../lib/text/firm-admin';
import { useAdminOp, useAdminPaged, useAdminWrite } from '../api/firm-admin';
import { maxOf, passwordRules, rulesOf } from '../../../lib/field-rules';
import { selectTree } from '../../../lib/tree';

interface Values {
  FullName: string;
  MobileNumber: string;
  Password?: string;
  Gender: 1 | 2;
  BOD?: Dayjs | null;
  Education?: number | null;
  DepartmentId?: string | null;
  PositionId?: string | null;
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

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row)
      form.setFieldsValue({
        FullName: row.FullName,
        MobileNumber: row.MobileNumber,
        Gender: (row.Gender === 2 ? 2 : 1) as 1 | 2,
        BOD: row.BOD ? dayjs(row.BOD) : null,
        Education: row.Education,
        DepartmentId: row.DepartmentId,
        PositionId: row.PositionId,
        Duties: row.Duties as Values['Duties'],
      });
  }, [open, row, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const person = {
      FullName: v.FullName.trim(),
      MobileNumber: v.MobileNumber.trim(),
      Gender: v.Gender,
      BOD: v.BOD ? v.BOD.format('YYYY-MM-DD') : null,
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
            <Form.Item name="Gender" label={firmAdminText.Gender} rules={rulesOf(r, 'Gender', firmAdminText.Gender, true, 'number')}>
              <Radio.Group options={Object.entries(GENDERS).map(([v, l]) => ({ value: Number(v), label: l }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="BOD" label={firmAdminText.BOD}>
              <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs()) || d.isBefore(dayjs('1900-01-01'))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="Education" label={firmAdminText.Education}>
              <Select
                allowClear
                placeholder={firmAdminText.choose}
                options={Object.entries(EDUCATION_LEVELS).map(([v, l]) => ({ value: Number(v), label: l }))}
              />
            </Form.Item>
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
