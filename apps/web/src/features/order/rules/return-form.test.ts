import { describe, expect, it } from 'vitest';
import { availableOf, defaultQuantity, initialReturnValues, returnInput } from './return-form';

const line = (Id: string, SealNumber: number, ReceivedNumber: number | null, ReturnedNumber: number) => ({ Id, SealNumber, ReceivedNumber, ReturnedNumber });

describe('return form', () => {
  it('defaults to what did not arrive, within what is left to return', () => {
    expect(defaultQuantity(line('a', 10, 8, 0))).toBe(2);
    expect(defaultQuantity(line('a', 10, null, 0))).toBe(1);
    expect(defaultQuantity(line('a', 10, 6, 5))).toBe(1);
    expect(availableOf(line('a', 10, 8, 2))).toBe(6);
    expect(availableOf(line('a', 10, null, 3))).toBe(7);
  });

  it('starts on a line that came short', () => {
    expect(initialReturnValues([line('a', 5, 5, 0), line('b', 10, 8, 0)])).toMatchObject({ ReturnType: 1, OrderLineId: 'b', Quantity: 2 });
  });

  it('sends the people and the file by id', () => {
    const person = (Id: string) => ({ Id, FullName: '', Gender: '', MobileNumber: '', ContactAddress: '', PosName: '', DeptName: '', BOD: null, Duties: [] });
    expect(
      returnInput('o1', { ReturnType: 2, OrderLineId: 'b', Quantity: 1, returner: person('u1'), checker: person('u2'), ReturnRemark: '  ', file: null }),
    ).toEqual({
      ElectricityOrderId: 'o1',
      OrderLineId: 'b',
      ReturnType: 2,
      Quantity: 1,
      ReturnUserId: 'u1',
      CheckUserId: 'u2',
      ReturnRemark: null,
      FileId: null,
    });
  });
});
