import { NUTRITION_MEAL_TYPE_CODE, PACKAGE_TYPE_NAMES, PackageType } from '@shanlian/contract/browser';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { commonText, storeText } from '../../../lib/text';
import { MealBanner } from '../components/nutrition/meal-banner';
import { MealGrid, MealGridSkeleton } from '../components/nutrition/meal-grid';
import { Section } from '../components/section';
import { useDocumentTitle } from '../hooks/use-document-title';
import { MEAL_GROUP_MAX } from '../rules/constants';
import '../store.css';
import { storeApi } from '../../../api/store';

/** /eshop/store/nutritiondisplay — breakfast, lunch and dinner, four meals each (each with a quantity and 加入购物车) and 查看更多. */
export default function NutritionPage() {
  useDocumentTitle(storeText.nutritionTitle);
  return (
    <>
      <MealBanner title={storeText.nutritionTitle} sub={storeText.nutritionSub} />
      {Object.values(PackageType).map((t) => (
        <MealGroup key={t} packageType={t} />
      ))}
    </>
  );
}

function MealGroup({ packageType }: { packageType: number }) {
  const q = storeApi.usePaged('Store/GetFoodsaleshelfInfoList', {
    FoodTypeCode: NUTRITION_MEAL_TYPE_CODE,
    PackageType: packageType,
    PagerInfo: { PageIndex: 1, PageSize: MEAL_GROUP_MAX },
  });
  const meals = q.data?.rows ?? [];
  return (
    <Section
      title={storeText.mealsOfType(PACKAGE_TYPE_NAMES[packageType] ?? '')}
      sub={storeText.mealGroupSub[packageType]}
      extra={
        <Link className="store-more" to={`/eshop/store/nutritiondisplay/${packageType}`} data-testid="view-more">
          {commonText.viewMore} &gt;
        </Link>
      }
    >
      <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} isEmpty={meals.length === 0} skeleton={<MealGridSkeleton />}>
        <MealGrid meals={meals.slice(0, MEAL_GROUP_MAX)} buy />
      </QueryState>
    </Section>
  );
}
