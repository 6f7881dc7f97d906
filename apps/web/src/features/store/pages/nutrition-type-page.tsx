import { NUTRITION_MEAL_TYPE_CODE, PACKAGE_TYPE_NAMES } from '@shanlian/contract/browser';
import { Button, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { commonText, storeText } from '../../../lib/text';
import { usePageParam } from '../../../lib/use-page-param';
import { MealBanner } from '../components/nutrition/meal-banner';
import { MealGrid } from '../components/nutrition/meal-grid';
import { PagedProducts } from '../components/paged-products';
import { useDocumentTitle } from '../hooks/use-document-title';
import { MEAL_PAGE_SIZE } from '../rules/constants';
import '../store.css';
import { storeApi } from '../../../api/store';

/** /eshop/store/nutritiondisplay/:packageType — every meal of breakfast, lunch or dinner, each with a quantity and 加入购物车. */
export default function NutritionTypePage() {
  const packageType = Number(useParams().packageType);
  const typeName = PACKAGE_TYPE_NAMES[packageType];
  const [page, setPage] = usePageParam();
  const q = storeApi.usePaged(
    'Store/GetFoodsaleshelfInfoList',
    { FoodTypeCode: NUTRITION_MEAL_TYPE_CODE, PackageType: packageType, PagerInfo: { PageIndex: page, PageSize: MEAL_PAGE_SIZE } },
    { enabled: !!typeName },
  );
  useDocumentTitle(typeName ? storeText.mealsOfType(typeName) : storeText.unknownPackageType);

  if (!typeName) return <UnknownType />;
  return (
    <>
      <MealBanner title={storeText.mealsOfType(typeName)} sub={storeText.mealGroupSub[packageType] ?? storeText.nutritionSub} active={String(packageType)} />
      <section className="store-section">
        <PagedProducts query={q} page={page} pageSize={MEAL_PAGE_SIZE} onPage={setPage} columns={4} render={(rows) => <MealGrid meals={rows} buy />} />
      </section>
    </>
  );
}

function UnknownType() {
  return (
    <div className="store-section">
      <Result
        status="404"
        title={storeText.unknownPackageType}
        extra={
          <Link to="/eshop/store/nutritiondisplay">
            <Button type="primary">{commonText.nutrition}</Button>
          </Link>
        }
      />
    </div>
  );
}
