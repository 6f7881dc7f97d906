/** A tab of the favourites page: one food type and how many favourites it holds. */
export interface TypeTab {
  id: string;
  name: string;
  count: number;
  /** The catalogue's code, which orders the tabs as the shop's categories are ordered. */
  code: string;
}

export const ALL_TYPES = 'all';
/** Favourites whose item has lost its food type gather under 其他, last. */
export const NO_TYPE = 'none';

type Typed = { FoodTypeId: string; FoodTypeName: string; FoodTypeCode?: string };

/**
 * One tab per food type present, in the catalogue's order (by type code), 其他 last. The order
 * does not follow the counts, so taking out a favourite never moves the tabs around.
 */
export function typeTabs(items: Typed[], fallbackName: string): TypeTab[] {
  const byId = new Map<string, TypeTab>();
  for (const it of items) {
    const id = it.FoodTypeId || NO_TYPE;
    const tab = byId.get(id) ?? { id, name: it.FoodTypeName || fallbackName, count: 0, code: it.FoodTypeCode ?? '' };
    tab.count += 1;
    byId.set(id, tab);
  }
  return [...byId.values()].sort(
    (a, b) => Number(a.id === NO_TYPE) - Number(b.id === NO_TYPE) || a.code.localeCompare(b.code) || a.name.localeCompare(b.name, 'zh-CN'),
  );
}

/** The favourites of one tab (filtered on the client, spec 02 §2.3). */
export function ofType<T extends Typed>(items: T[], tabId: string): T[] {
  if (tabId === ALL_TYPES) return items;
  return items.filter((it) => (it.FoodTypeId || NO_TYPE) === tabId);
}

/** The tab to show: the chosen one while it still has favourites, else 全部. */
export function activeTab(tabs: TypeTab[], chosen: string): string {
  return chosen !== ALL_TYPES && tabs.some((t) => t.id === chosen) ? chosen : ALL_TYPES;
}
