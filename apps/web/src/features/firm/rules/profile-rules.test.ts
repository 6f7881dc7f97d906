import { CONTACT_PHONE_MESSAGE } from '@shanlian/contract/browser';
import { describe, expect, it } from 'vitest';
import { PHONE_MAX, rules } from './profile-rules';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const check = (value: string | null) =>
  ((rules.PhoneNumber[0] as { validator: Validator }).validator({}, value) as Promise<void>).then(
    () => 'ok',
    (e: Error) => e.message,
  );

describe('the profile phone fields', () => {
  it.each(['0571-88861234', '057188861234', '0571-88861234-8001', '010 62345678', '13800000001', '', null])('accept %j', async (v) => {
    expect(await check(v)).toBe('ok');
  });
  it.each(['12345', '0571-888612', '139571012345', '1395710abcd', '88861234'])('refuse %j with the shared message', async (v) => {
    expect(await check(v)).toBe(`联系电话：${CONTACT_PHONE_MESSAGE}`);
  });
  it('leave room for a landline with its extension: nothing typed is cut to 11', () => {
    expect('0571-88861234-8001'.length).toBeLessThanOrEqual(PHONE_MAX);
    for (const field of ['PhoneNumber', 'LegalRepresentativePhones', 'ManagerPhones'] as const) expect(rules[field]).toHaveLength(1);
  });
});
