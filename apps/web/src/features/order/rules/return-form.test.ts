import { describe, expect, it } from 'vitest';
import { availableOf, defaultQuantity, initialReturnValues, returnInput } from './return-form';

const line = (Id: string, SealNumber: number, ReceivedNumber: number | null, ReturnedNumber: number) => ({ Id, SealNumber, ReceivedNumber, ReturnedNumber });

describe('return form', () => {
  it('counts the receipt shortfall as already registered', () => {
    // 8 of 10 received: the 2 short are registered by the receipt, the 8 that arrived can be returned
    expect(availableOf(line('a', 10, 8, 2))).toBe(8);
    expect(availableOf(line('a', 10, null, 3))).toBe(7);
    expect(availableOf(line('a', 10, 6, 10))).toBe(0);
    expect(defaultQuantity(line('a', 10, 8, 2))).toBe(1);
    expect(defaultQuantity(line('a', 10, 6, 10))).toBe(0);
  });

  it('starts on the first line with something left to return', () => {
    expect(initialReturnValues([line('a', 5, 3, 5), line('b', 10, 8, 2)])).toMatchObject({ ReturnType: 1, OrderLineId: 'b', Quantity: 1 });
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
