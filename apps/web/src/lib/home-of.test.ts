import { describe, expect, it } from 'vitest';
import { centrePageAllowed, homeOf, isBuyer, landingAfterLogin, placeOf } from './home-of';

const BUYER = ['cart:view', 'cart:edit', 'order:view', 'order:edit', 'favorite:view', 'firm-profile:view', 'firm-user:view'];
const SUPPLIER = ['shelf:view', 'supplier-order:view', 'supplier-return:view', 'firm-profile:view', 'firm-user:view'];
const SUPERVISOR = ['supervision-firm:view', 'monitor:view', 'violation:view'];
const OPERATOR = ['user:view', 'role:view', 'audit:view', 'cms:view', 'firm-review:view'];

describe('where a user belongs', () => {
  it.each([
    ['a buyer', BUYER, '/eshop/store'],
    ['a supplier', SUPPLIER, '/supplier'],
    ['a supplier clerk seeing only statements', ['supplier-statement:view'], '/supplier'],
    ['a supervisor', SUPERVISOR, '/console'],
    ['an operator', OPERATOR, '/console'],
    ['a firm admin of a buying firm (buying wins over firm pages)', [...BUYER, 'firm-role:edit'], '/eshop/store'],
    ['an account holding nothing', [], '/eshop/store'],
    ['a visitor', null, '/eshop/store'],
    ['an unknown permission only', ['nonsense:view'], '/eshop/store'],
  ])('%s goes to %s', (_who, permissions, home) => {
    expect(homeOf(permissions)).toBe(home);
  });

  it('calls only order viewers buyers', () => {
    expect(isBuyer(BUYER)).toBe(true);
    expect(isBuyer(SUPERVISOR)).toBe(false);
    expect(isBuyer(['cart:view'])).toBe(false);
    expect(placeOf(SUPERVISOR)).toBe('console');
  });

  it('sends a buyer back where they came from, or to the store', () => {
    expect(landingAfterLogin(BUYER, '/eshop/store/product/detail/7')).toBe('/eshop/store/product/detail/7');
    expect(landingAfterLogin(BUYER, undefined)).toBe('/eshop/store');
    expect(landingAfterLogin(BUYER, '//evil.example/x')).toBe('/eshop/store');
    expect(landingAfterLogin(BUYER, '/login')).toBe('/eshop/store');
    expect(landingAfterLogin(BUYER, 'https://evil.example')).toBe('/eshop/store');
  });

  it('sends the others to their own place, back to a page only inside it', () => {
    expect(landingAfterLogin(SUPERVISOR, '/eshop/store/order')).toBe('/console');
    expect(landingAfterLogin(OPERATOR, '/console/users')).toBe('/console/users');
    expect(landingAfterLogin(OPERATOR, '/consoleX')).toBe('/console');
    expect(landingAfterLogin(SUPPLIER, '/supplier/orders')).toBe('/supplier/orders');
    expect(landingAfterLogin(SUPPLIER, '/eshop/store/cart')).toBe('/supplier');
    expect(landingAfterLogin(SUPPLIER, null)).toBe('/supplier');
  });
});

describe('the buyer centre for those who do not buy', () => {
  const supervisor = { Permissions: SUPERVISOR, IsPlatform: true };
  const supplier = { Permissions: SUPPLIER, IsPlatform: false };
  const buyer = { Permissions: BUYER, IsPlatform: false };
  it('lets a buyer open every centre page', () => {
    for (const p of ['/eshop/store/order', '/eshop/store/user', '/eshop/store/address', '/eshop/store/staff']) expect(centrePageAllowed(p, buyer)).toBe(true);
  });
  it('keeps supervisors to their messages: no orders, no firm profile', () => {
    expect(centrePageAllowed('/eshop/store/myNew', supervisor)).toBe(true);
    expect(centrePageAllowed('/eshop/store/user', supervisor)).toBe(false);
    expect(centrePageAllowed('/eshop/store/order', supervisor)).toBe(false);
    expect(centrePageAllowed('/eshop/store/orderDetail/1', supervisor)).toBe(false);
  });
  it('keeps a school member holding no buying role in the centre, whose menu shows what the member holds', () => {
    const member = { Permissions: [] as string[], IsPlatform: false };
    expect(centrePageAllowed('/eshop/store/staff', member)).toBe(true);
    expect(centrePageAllowed('/eshop/store/change', { Permissions: ['firm-user:view'], IsPlatform: false })).toBe(true);
    expect(centrePageAllowed('/eshop/store/staff', { Permissions: [], IsPlatform: true })).toBe(false);
  });
  it("leaves a supplier's staff their messages and firm profile", () => {
    expect(centrePageAllowed('/eshop/store/user', supplier)).toBe(true);
    expect(centrePageAllowed('/eshop/store/favorite', supplier)).toBe(false);
  });
});
