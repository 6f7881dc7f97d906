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

  it('takes a field out of the required ones behind any wrapper, and reads a pipe by its input', () => {
    const rules = fieldRules(
      z.object({
        N: z.string().max(4).nullable(),
        D: z.string().min(1).default('x'),
        P: z.string().max(3).prefault('y'),
        T: z
          .string()
          .min(2, '至少两个字')
          .transform((s) => s.trim()),
        R: z.string().min(1, '必填').optional().nullable(),
      }),
    );
    expect(rules).toEqual([
      { Field: 'N', Required: false, MinLength: null, MaxLength: 4, Pattern: null, Message: null },
      { Field: 'D', Required: false, MinLength: 1, MaxLength: null, Pattern: null, Message: null },
      { Field: 'P', Required: false, MinLength: null, MaxLength: 3, Pattern: null, Message: null },
      { Field: 'T', Required: true, MinLength: 2, MaxLength: null, Pattern: null, Message: '至少两个字' },
      { Field: 'R', Required: false, MinLength: 1, MaxLength: null, Pattern: null, Message: '必填' },
    ]);
  });

  it('keeps the tightest bounds and the first pattern and message of several checks', () => {
    const [a, b] = fieldRules(
      z.object({
        A: z.string().trim().min(2).min(4).max(10).max(6).regex(/^a/, '以a开头').regex(/b$/, '以b结尾'),
        B: z.string().min(4).min(2).max(6).max(10),
      }),
    );
    expect(a).toEqual({ Field: 'A', Required: true, MinLength: 4, MaxLength: 6, Pattern: '^a', Message: '以a开头' });
    expect(b).toMatchObject({ MinLength: 4, MaxLength: 6, Message: null });
  });

  it('reads a message given as text, as an object with a message, or the type’s own when no check has one', () => {
    const rules = fieldRules(
      z.object({
        Text: z.string({ error: '请填写名称' }).min(2),
        Object: z.string().max(5, { error: () => ({ message: '太长' }) }),
        Neither: z.string().max(5, { error: () => undefined }),
        First: z.string({ error: '类型不对' }).min(2, '太短'),
        Nothing: z.string().max(5, { error: () => null }),
        NoText: z.string().max(5, { error: (() => ({ code: 'too_big' })) as never }),
      }),
    );
    expect(rules.map((r) => r.Message)).toEqual(['请填写名称', '太长', null, '太短', null, null]);
  });
});
