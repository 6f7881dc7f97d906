import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZBaUserInfo, ZDepartmentInfo, ZFirmPositionInfo, ZFirmUserInfo } from '../iam/iam.contract.js';
import { fieldRules } from './field-rules.js';

describe('field rules from the contract schemas', () => {
  it('reads required, length bounds, pattern and the first message of a string', () => {
    const rules = fieldRules(z.object({ A: z.string().trim().min(2, '太短').max(5, '太长').regex(/^\d+$/, '只能是数字'), B: z.string().max(9).optional() }));
    expect(rules).toEqual([
      { Field: 'A', Required: true, MinLength: 2, MaxLength: 5, Pattern: '^\\d+$', Message: '太短' },
      { Field: 'B', Required: false, MinLength: null, MaxLength: 9, Pattern: null, Message: null },
    ]);
  });

  it('describes the platform user form: name, mobile, optional birth date and department', () => {
    const byField = new Map(fieldRules(ZBaUserInfo).map((r) => [r.Field, r]));
    expect(byField.get('FullName')).toEqual({ Field: 'FullName', Required: true, MinLength: 1, MaxLength: 30, Pattern: null, Message: '请输入姓名' });
    const phone = byField.get('MobileNumber');
    expect(phone?.Required).toBe(true);
    expect(phone?.Pattern && new RegExp(phone.Pattern).test('13800000001')).toBe(true);
    expect(phone?.Pattern && new RegExp(phone.Pattern).test('12800000001')).toBe(false);
    expect(byField.get('BOD')?.Required).toBe(false);
    expect(byField.get('BOD')?.Pattern).toBe('^\\d{4}-\\d{2}-\\d{2}$');
    expect(byField.get('DepartmentId')?.Required).toBe(false);
    expect(byField.get('Gender')).toMatchObject({ Required: true, Message: '请选择性别' });
    expect(byField.get('AreaCode')).toMatchObject({ Required: true, Message: '地区编码应为2、4或6位数字' });
  });

  it('covers every field of the other entities', () => {
    expect(fieldRules(ZDepartmentInfo).map((r) => r.Field)).toEqual(['Name', 'ParentId', 'AreaCode', 'OrgId']);
    expect(fieldRules(ZFirmPositionInfo)).toEqual([{ Field: 'Name', Required: true, MinLength: 1, MaxLength: 30, Pattern: null, Message: '请输入岗位名称' }]);
    const duties = fieldRules(ZFirmUserInfo).find((r) => r.Field === 'Duties');
    expect(duties).toMatchObject({ Required: false, MaxLength: 3 });
  });
});
