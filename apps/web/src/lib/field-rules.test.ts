import { describe, expect, it } from 'vitest';
import { rulesOf } from './field-rules';

describe('form rules from the server field rules', () => {
  const rules = [
    { Field: 'FullName', Required: true, MinLength: 1, MaxLength: 30, Pattern: null, Message: '请输入姓名' },
    { Field: 'MobileNumber', Required: true, MinLength: null, MaxLength: null, Pattern: '^1\\d{10}$', Message: '手机号格式不正确' },
    { Field: 'BOD', Required: false, MinLength: null, MaxLength: null, Pattern: '([', Message: null },
  ];

  it('maps required, length and pattern to antd rules with the contract message', () => {
    expect(rulesOf(rules, 'FullName', '姓名')).toEqual([
      { required: true, whitespace: true, message: '请输入姓名' },
      { max: 30, message: '姓名不能超过30个字' },
    ]);
    const mobile = rulesOf(rules, 'MobileNumber', '手机号');
    expect(mobile[1]?.pattern?.test('13800000001')).toBe(true);
    expect(mobile[1]?.pattern?.test('1380000000')).toBe(false);
    // a pattern the browser cannot read is left to the server
    expect(rulesOf(rules, 'BOD', '出生日期')).toEqual([]);
    expect(rulesOf(undefined, 'FullName', '姓名', true)).toEqual([{ required: true, whitespace: true, message: '请输入姓名' }]);
    expect(rulesOf(undefined, 'BOD', '出生日期')).toEqual([]);
    // antd checks the type too: a radio's number is not a string
    const gender = [{ Field: 'Gender', Required: true, MinLength: null, MaxLength: null, Pattern: null, Message: '请选择性别' }];
    expect(rulesOf(gender, 'Gender', '性别', true, 'number')).toEqual([{ type: 'number', required: true, message: '请选择性别' }]);
  });

  it('maps required, max and pattern, with a label-made message where the server gives none', () => {
    const rules = rulesOf([{ Field: 'FullName', Required: true, MinLength: 1, MaxLength: 30, Pattern: '^\\S+$', Message: null }], 'FullName', '姓名');
    expect(rules).toEqual([
      { required: true, whitespace: true, message: '请输入姓名' },
      { max: 30, message: '姓名不能超过30个字' },
      { pattern: /^\S+$/, message: '姓名格式不正确' },
    ]);
    expect(rulesOf([], 'FullName', '姓名')).toEqual([]);
  });
});
