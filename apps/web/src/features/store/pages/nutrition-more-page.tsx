import { NUTRITION_MEAL_TYPE_CODE } from '@shanlian/contract/browser';
import { storeText } from '../../../lib/text';
import { usePageParam } from '../../../lib/use-page-param';
import { MealBanner } from '../components/nutrition/meal-banner';
import { MealGrid } from '../components/nutrition/meal-grid';
import { PagedProducts } from '../components/paged-products';
import { useDocumentTitle } from '../hooks/use-document-title';
import { MEAL_PAGE_SIZE } from '../rules/constants';
import '../store.css';
import { storeApi } from '../../../api/store';

/** /eshop/store/nutritiondisplaymore — every nutrition meal, paged, each with a quantity and 加入购物车. */
export default function NutritionMorePage() {
  useDocumentTitle(storeText.allMeals);
  const [page, setPage] = usePageParam();
  const q = storeApi.usePaged('Store/GetFoodsaleshelfInfoList', {
    FoodTypeCode: NUTRITION_MEAL_TYPE_CODE,
    PagerInfo: { PageIndex: page, PageSize: MEAL_PAGE_SIZE },
  });
  return (
    <>
      <MealBanner title={storeText.allMeals} sub={storeText.nutritionSub} active="all" />
      <section className="store-section">
        <PagedProducts query={q} page={page} pageSize={MEAL_PAGE_SIZE} onPage={setPage} columns={4} render={(rows) => <MealGrid meals={rows} buy />} />
      </section>
    </>
  );
}
