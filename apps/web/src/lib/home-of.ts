import { type Permission, RESOURCES, type Resource, type ResourceGroup } from '@shanlian/contract/browser';

/** Where a user's work is: the buyer store (and its centre), the supplier desk, or the platform console. */
export type Place = 'store' | 'supplier' | 'console';

export const PLACE_HOME: Readonly<Record<Place, string>> = { store: '/eshop/store', supplier: '/supplier', console: '/console' };

const CONSOLE_GROUPS: readonly ResourceGroup[] = ['supervision', 'system', 'operation'];

const inGroups = (permissions: readonly string[], groups: readonly ResourceGroup[]) =>
  permissions.some((p) => {
    const r = RESOURCES[p.split(':')[0] as Resource];
    return !!r && groups.includes(r.group);
  });

/** Whether the user buys: the buyer centre, the cart and the checkout are theirs. */
export function isBuyer(permissions: readonly string[]): boolean {
  return permissions.includes('order:view' satisfies Permission);
}

/**
 * The one answer to "where does this user belong": a buyer in the store; a supplier's staff
 * at the desk; supervisors and operators (no buying, but system, supervision or operation
 * permissions) in the console. Anyone else (a visitor, an account holding nothing) in the store.
 */
export function placeOf(permissions: readonly string[] | null | undefined): Place {
  const held = permissions ?? [];
  if (isBuyer(held)) return 'store';
  if (inGroups(held, ['supply'])) return 'supplier';
  if (inGroups(held, CONSOLE_GROUPS)) return 'console';
  return 'store';
}

export function homeOf(permissions: readonly string[] | null | undefined): string {
  return PLACE_HOME[placeOf(permissions)];
}

/** A path of this app the login page may send the user back to; null for anything else. */
function safeReturn(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login')) return null;
  return from;
}

/**
 * Where to go after logging in: a buyer back to the page that sent them (or the store); the
 * others to their own place, or back to a page inside it.
 */
export function landingAfterLogin(permissions: readonly string[], from: unknown): string {
  const back = safeReturn(from);
  const place = placeOf(permissions);
  if (place === 'store') return back ?? PLACE_HOME.store;
  const home = PLACE_HOME[place];
  return back && (back === home || back.startsWith(`${home}/`)) ? back : home;
}

/** What the top bar calls each place's entry. */
export const PLACE_ENTRY: Readonly<Record<Place, string>> = { store: '买家中心', supplier: '供应商工作台', console: '管理后台' };

/**
 * The buyer centre's pages (paths under /eshop/store) a user who does not buy may still open:
 * the message centre for anyone logged in, the firm profile for a firm's own staff (platform
 * users have no firm profile to edit). A firm's staff whose place is the store without buying
 * (a school's member holding no role yet, or only its administration) stay in the centre, whose
 * menu shows what they hold; supervisors, operators and suppliers' staff are sent home.
 */
export function centrePageAllowed(path: string, user: { Permissions: readonly string[]; IsPlatform: boolean }): boolean {
  if (isBuyer(user.Permissions)) return true;
  const page = path.replace(/^\/eshop\/store\/?/, '').split('/')[0] ?? '';
  if (page === 'myNew') return true;
  if (page === 'user') return !user.IsPlatform;
  return !user.IsPlatform && placeOf(user.Permissions) === 'store';
}
