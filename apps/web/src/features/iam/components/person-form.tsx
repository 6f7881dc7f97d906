import type { TBaUser, TFirmUser } from '@shanlian/contract';
import { EDUCATION_LEVELS, GENDERS } from '@shanlian/contract/browser';
import { DatePicker, Form, type FormInstance, Radio, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { consoleText } from '../../../lib/text/console';

/**
 * The fields a platform user (BA_UserInfo) and a firm's staff member (EN_FirmuserInfo) share, as
 * their forms hold them: 姓名, 手机号, 性别, 出生日期 (a day), 文化程度, 部门 and 岗位. The two
 * operations keep their own names and their own further fields.
 */
export interface PersonValues {
  FullName: string;
  MobileNumber: string;
  Gender: 1 | 2;
  BOD?: Dayjs | null;
  Education?: number | null;
  DepartmentId?: string | null;
  PositionId?: string | null;
}

type PersonRow = Pick<TBaUser | TFirmUser, 'FullName' | 'MobileNumber' | 'Gender' | 'BOD' | 'Education' | 'DepartmentId' | 'PositionId'>;

/** A person's shared values in a form: 女 (2) or else 男, the birth date as a day. */
export function personValues(row: PersonRow): PersonValues {
  return {
    FullName: row.FullName,
    MobileNumber: row.MobileNumber,
    Gender: row.Gender === 2 ? 2 : 1,
    BOD: row.BOD ? dayjs(row.BOD) : null,
    Education: row.Education,
    DepartmentId: row.DepartmentId,
    PositionId: row.PositionId,
  };
}

/** The birth date as the server takes it: YYYY-MM-DD, or null. */
export const bodText = (bod: Dayjs | null | undefined) => (bod ? bod.format('YYYY-MM-DD') : null);

/**
 * Empties the person form each time it opens, then fills it with the person edited (`row`; null: a
 * new one): the shared values and `more` of the form's own.
 */
export function usePersonFill<R extends PersonRow, V extends PersonValues>(form: FormInstance<V>, open: boolean, row: R | null, more: (row: R) => Partial<V>) {
  const own = useRef(more);
  own.current = more;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) form.setFieldsValue({ ...personValues(row), ...own.current(row) } as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, row, form]);
}

/** 性别: 男 or 女. */
export function GenderField({ rules, testId }: { rules: Rule[]; testId?: string }) {
  return (
    <Form.Item name="Gender" label={consoleText.gender} rules={rules}>
      <Radio.Group options={Object.entries(GENDERS).map(([k, v]) => ({ value: Number(k), label: v }))} data-testid={testId} />
    </Form.Item>
  );
}

/** 出生日期; `pastOnly`: a day from 1900 to today. */
export function BodField({ pastOnly = false }: { pastOnly?: boolean }) {
  return (
    <Form.Item name="BOD" label={consoleText.bod}>
      <DatePicker style={{ width: '100%' }} disabledDate={pastOnly ? (d) => d.isAfter(dayjs()) || d.isBefore(dayjs('1900-01-01')) : undefined} />
    </Form.Item>
  );
}

/** 文化程度, one of the levels or none. */
export function EducationField({ placeholder }: { placeholder: string }) {
  return (
    <Form.Item name="Education" label={consoleText.education}>
      <Select allowClear placeholder={placeholder} options={Object.entries(EDUCATION_LEVELS).map(([k, v]) => ({ value: Number(k), label: v }))} />
    </Form.Item>
  );
}
