import { type OperationName, operations } from '@shanlian/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestClient } from './helper.js';

/** Values of the wrong kind and shape, and the strings that break naive code. */
const nasty = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '_',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '\u0000',
    '😀'.repeat(100),
    'x'.repeat(5000),
    '-1',
    '1e309',
    'NaN',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.constantFrom(-1, 0, 1.5, 2 ** 53, -(2 ** 31), Number.MAX_SAFE_INTEGER, 1e308),
  fc.constantFrom(null, true, false, [], {}, [null], { PageIndex: -1 }, { PageIndex: 'a' }, { PageSize: 100000 }),
);

/** A body that looks like the operation's own, with fields of the wrong kind or missing. */
function mutatedBody(name: OperationName): fc.Arbitrary<unknown> {
  const shape = (operations[name].input as unknown as { def?: { innerType?: { shape?: object }; shape?: object } }).def;
  const fields = Object.keys(shape?.shape ?? shape?.innerType?.shape ?? {});
  const keys = [...new Set([...fields, 'Id', 'PagerInfo', 'Phone', 'Password', 'MobileNumber', 'EN_FirmuserInfo'])];
  const body = fc.oneof(nasty, fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: 6 }));
  if (name !== 'Telemetry/Report') return body;
  // a terminal's batch: points each with fields of the wrong kind, missing or out of range
  const point = fc.dictionary(fc.constantFrom('Time', 'Longitude', 'Latitude', 'Temperature', 'Humidity', 'Speed', 'Door'), fc.oneof(nasty, fc.double()), {
    maxKeys: 7,
  });
  return fc.oneof(body, fc.record({ Points: fc.array(fc.oneof(point, nasty), { maxLength: 20 }) }));
}

/**
 * Sends malformed bodies to every named operation: the answer is always an envelope,
 * a 4xx with a message when the body is wrong, never a 500.
 */
export async function fuzzOperations(client: TestClient, names: OperationName[], numRuns = 25, headers?: Record<string, string>): Promise<void> {
  for (const name of names) {
    await fc.assert(
      fc.asyncProperty(mutatedBody(name), async (body) => {
        const r = await client.raw(name, body, { headers });
        expect(r.status, `${name} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
        expect(typeof r.body.Message).toBe('string');
        if (r.status >= 400) {
          expect(r.body.IsSuccess).toBe(false);
          expect(r.body.Message.length).toBeGreaterThan(0);
          expect(r.body.Message).not.toMatch(/[A-Za-z]{12,}/); // no English stack or SQL text
        } else {
          expect(r.body.IsSuccess).toBe(true);
        }
      }),
      { numRuns },
    );
  }
  // bodies that are not JSON at all
  for (const name of names) {
    for (const raw of ['{', 'not json', '[1,2', '\u0000']) {
      const r = await client.raw(name, null, { rawBody: raw, headers });
      expect(r.status, `${name} raw ${raw}`).toBe(400);
      expect(r.body.IsSuccess).toBe(false);
    }
  }
}
