import type { TFloor } from '@shanlian/contract';
import { NUTRITION_MEAL_TYPE_CODE, PACKAGE_TYPE_NAMES, PackageType } from '@shanlian/contract/browser';
import { Skeleton } from 'antd';
import { QueryState } from '../../../components/query-state';
import { commonText, storeText } from '../../../lib/text';
import { FloorBlock, type FloorTab } from '../components/floor/floor-block';
import { FloorElevator } from '../components/floor/floor-elevator';
import { useActiveFloor } from '../hooks/use-active-floor';
import { useDocumentTitle } from '../hooks/use-document-title';
import { FLOOR_ITEMS, FLOOR_PAGE_SIZE } from '../rules/constants';
import { typeSearchPath } from '../rules/search-url';
import '../store.css';
import './floor-page.css';
import { storeApi } from '../../../api/store';

const pager = { PageIndex: 1, PageSize: FLOOR_ITEMS };

/** 1F nutrition meals: 精选, then breakfast, lunch, dinner. */
const MEAL_TABS: FloorTab[] = [
  { key: 'all', label: storeText.featured, filter: { FoodTypeCode: NUTRITION_MEAL_TYPE_CODE, PagerInfo: pager }, more: '/eshop/store/nutritiondisplay' },
  ...Object.values(PackageType).map((t) => ({
    key: String(t),
    label: PACKAGE_TYPE_NAMES[t] ?? '',
    filter: { FoodTypeCode: NUTRITION_MEAL_TYPE_CODE, PackageType: t, PagerInfo: pager },
    more: `/eshop/store/nutritiondisplay/${t}`,
  })),
];

/** A floor's tabs: its featured tab (the operator's label and products first) over all its types, then one tab per type. */
function floorTabs(floor: TFloor): FloorTab[] {
  const types = floor.FD_FoodfloortypedetailmanageInfos;
  const first = types[0];
  // A floor without types has nothing to show (an empty code list would match everything).
  if (!first) return [];
  return [
    {
      key: 'all',
      label: floor.FeaturedLabel || storeText.featured,
      featuredIds: floor.FeaturedIds,
      filter: { FoodTypeCodes: types.map((t) => t.FoodTypeCode), PagerInfo: pager },
      more: typeSearchPath(first.FoodTypeName, first.FoodTypeCode),
    },
    ...types.map((t) => ({
      key: t.FoodTypeCode,
      label: t.FoodTypeName,
      filter: { FoodTypeCode: t.FoodTypeCode, PagerInfo: pager },
      more: typeSearchPath(t.FoodTypeName, t.FoodTypeCode),
    })),
  ];
}

/** /eshop/store/product — 1F nutrition meals, then the floors from 2F, with a sticky floor jump list. */
export default function FloorPage() {
  useDocumentTitle(commonText.floor);
  const floorsQuery = storeApi.usePaged('Store/GetFoodfloorLoginess', { PagerInfo: { PageIndex: 1, PageSize: FLOOR_PAGE_SIZE } });
  const floors = floorsQuery.data?.rows ?? [];
  const nav = [{ no: 1, name: storeText.mealsFloor }, ...floors.map((f, i) => ({ no: i + 2, name: f.Name }))];
  const active = useActiveFloor(nav.map((n) => n.no));

  return (
    <div className="store-floors">
      <FloorElevator floors={nav} active={active} />
      <div>
        <FloorBlock no={1} name={storeText.mealsFloor} tabs={MEAL_TABS} operation="Store/GetFoodsaleshelfInfoList" />
        <QueryState
          isLoading={floorsQuery.isLoading}
          error={floorsQuery.error}
          onRetry={() => void floorsQuery.refetch()}
          skeleton={<Skeleton active paragraph={{ rows: 8 }} className="store-section" />}
        >
          {floors.map((f, i) => (
            <FloorBlock key={f.Id} no={i + 2} name={f.Name} tabs={floorTabs(f)} operation="Store/GetFoodsaleshelfDetailList" />
          ))}
        </QueryState>
      </div>
    </div>
  );
}
