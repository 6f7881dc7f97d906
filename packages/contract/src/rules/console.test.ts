import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import {
  FIRM_STATUS,
  FIRM_STATUS_VALUES,
  FLOOR_FEATURED_LABEL,
  foodTypeCodeFits,
  NEWS_STATUS,
  NEWS_STATUS_VALUES,
  OPERATOR_MSG,
  SHELF_REVIEW,
  SHELF_REVIEW_VALUES,
} from './operator.js';
import { maskPhoneTail, SMS_PURPOSE_PARAMS, SMS_STATUS_VALUES, SMS_STATUSES, SMS_TEMPLATE_PURPOSE_VALUES, SMS_TEMPLATE_PURPOSES } from './sms.js';
import { maskPhoneMiddle, mondayOf } from './sunshine.js';

describe('food type codes', () => {
  it('are 3 digits at the top and the parent’s code plus 2 digits below it', () => {
    expect(foodTypeCodeFits('101', null)).toBe(true);
    expect(foodTypeCodeFits('10', null)).toBe(false);
    expect(foodTypeCodeFits('1011', null)).toBe(false);
    expect(foodTypeCodeFits('10101', '101')).toBe(true);
    expect(foodTypeCodeFits('1010101', '10101')).toBe(true);
    expect(foodTypeCodeFits('1010', '101')).toBe(false);
    expect(foodTypeCodeFits('101011', '101')).toBe(false);
    expect(foodTypeCodeFits('10201', '101')).toBe(false);
    expect(foodTypeCodeFits('10201', '102')).toBe(true);
    expect(foodTypeCodeFits('12101', '101')).toBe(false);
    expect(foodTypeCodeFits('10a01', '10a')).toBe(false);
    expect(foodTypeCodeFits('1a1', null)).toBe(false);
  });
});

describe('the console’s states', () => {
  it('list every state of firms, shelf reviews and news', () => {
    expect(FIRM_STATUS_VALUES).toEqual(Object.keys(FIRM_STATUS));
    expect(FIRM_STATUS_VALUES).toContain('pending');
    expect(SHELF_REVIEW_VALUES).toEqual(Object.keys(SHELF_REVIEW));
    expect(NEWS_STATUS_VALUES).toEqual(Object.keys(NEWS_STATUS));
    expect(OPERATOR_MSG.smsLogRange).toBe(MSG.dateRangeOrder);
    // the featured tab's default label is one the floor form takes (at most 8 characters)
    expect(OPERATOR_MSG.featuredLabelTooLong).toContain('8 个字');
    expect(FLOOR_FEATURED_LABEL).toMatch(/^\p{Script=Han}{1,8}$/u);
  });
});

describe('texts', () => {
  it('show operators only the last four digits of a phone', () => {
    expect(maskPhoneTail('13800000001')).toBe('*******0001');
    expect(maskPhoneTail('12345')).toBe('*2345');
    expect(maskPhoneTail('1234')).toBe('1234');
    expect(maskPhoneTail('')).toBe('');
  });

  it('list every purpose and status with its parameters', () => {
    expect(SMS_TEMPLATE_PURPOSE_VALUES).toEqual(Object.keys(SMS_TEMPLATE_PURPOSES));
    expect(SMS_TEMPLATE_PURPOSE_VALUES.every((p) => SMS_PURPOSE_PARAMS[p].length > 0)).toBe(true);
    expect(SMS_STATUS_VALUES).toEqual(Object.keys(SMS_STATUSES));
  });
});

describe('阳光食堂', () => {
  it('shows a school a parent’s phone as 138****0001', () => {
    expect(maskPhoneMiddle('13800000001')).toBe('138****0001');
    // not a mobile number: every digit but the last four hidden
    expect(maskPhoneMiddle('057188861234')).toBe('********1234');
    expect(maskPhoneMiddle('1380000001')).toBe('******0001');
    expect(maskPhoneMiddle('0571-88861234')).toBe('0571-****1234');
  });

  it('finds the Monday of a day’s week', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});
