import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, useParams } from 'react-router';
import { AntdScope } from '../components/antd-scope';
import { SkeletonLines } from '../components/ui';
// The store home is where most visits land: it comes with the app's first script (preloaded by the
// page's HTML) instead of a second round trip for its chunk once that script has run.
import HomePage from '../features/store/pages/home-page';
import { CentreLayout } from './centre-layout';
import { StoreLayout } from './store-layout';

/**
 * Every page is its own chunk, so the first load carries only the home page; it comes with antd's
 * provider unless it is one of the store's first screens, drawn without antd (`plain`).
 */
const page = (load: () => Promise<{ default: ComponentType }>, { plain = false } = {}): ReactNode => {
  const Page = lazy(load);
  return (
    <Suspense
      fallback={
        <div className="sl-container sl-section">
          <SkeletonLines rows={8} />
        </div>
      }
    >
      {plain ? (
        <Page />
      ) : (
        <AntdScope>
          <Page />
        </AntdScope>
      )}
    </Suspense>
  );
};
const plain = { plain: true };

const notFound = page(() => import('./not-found'));

/** A firm's own staff, departments, positions, roles and logs: the same pages in the buyer centre and the supplier desk. */
const firmAdminRoutes = () => [
  { path: 'staff', element: page(() => import('../features/iam/pages/staff-page')) },
  { path: 'departments', element: page(() => import('../features/iam/pages/firm-departments-page')) },
  { path: 'positions', element: page(() => import('../features/iam/pages/firm-positions-page')) },
  { path: 'roles', element: page(() => import('../features/iam/pages/firm-roles-page')) },
  { path: 'audit', element: page(() => import('../features/audit/pages/firm-audit-page')) },
  { path: 'logins', element: page(() => import('../features/audit/pages/firm-logins-page')) },
];

function ProductAlias() {
  const { id } = useParams();
  return <Navigate to={`/eshop/store/product/detail/${id}`} replace />;
}

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/eshop/store" replace /> },
  { path: '/eshop', element: <Navigate to="/eshop/store" replace /> },
  { path: '/eshop/print/nutritiousmeals/:id', element: page(() => import('../features/planning/pages/week-print-page')) },
  { path: '/login', element: page(() => import('../features/account/pages/login-page')) },
  // the embedded playback page of supervision's playback panel (spec 02 §9): ?key=<recording address>
  { path: '/eshop/monitor/playback', element: page(() => import('../features/supervision/pages/playback-page')) },
  {
    path: '/eshop/store',
    element: <StoreLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'register', element: page(() => import('../features/account/pages/register-page')) },
      { path: 'Register', element: <Navigate to="/eshop/store/register" replace /> },
      { path: 'change', element: page(() => import('../features/account/pages/change-password-page')) },
      { path: 'product', element: page(() => import('../features/store/pages/floor-page')) },
      { path: 'product/detail/:id', element: page(() => import('../features/store/pages/product-detail-page'), plain) },
      { path: 'product/search/:search?/:foodType?/:foodTypeCode?', element: page(() => import('../features/store/pages/search-page'), plain) },
      { path: 'product/:id', element: <ProductAlias /> },
      { path: 'nutritiondisplay', element: page(() => import('../features/store/pages/nutrition-page')) },
      { path: 'nutritiondisplaymore', element: page(() => import('../features/store/pages/nutrition-more-page')) },
      { path: 'nutritiondisplay/:packageType', element: page(() => import('../features/store/pages/nutrition-type-page')) },
      { path: 'seckill', element: page(() => import('../features/store/pages/seckill-page')) },
      { path: 'latest', element: page(() => import('../features/store/pages/latest-page')) },
      { path: 'supplier', element: page(() => import('../features/store/pages/supplier-list-page')) },
      { path: 'supplier/:id', element: page(() => import('../features/store/pages/supplier-detail-page')) },
      { path: 'news', element: page(() => import('../features/cms/pages/news-list-page')) },
      { path: 'news/:id', element: page(() => import('../features/cms/pages/news-detail-page')) },
      { path: 'about', element: page(() => import('../features/cms/pages/about-page')) },
      { path: 'retrospect', element: page(() => import('../features/trace/pages/retrospect-page')) },
      // the delivery map of a stock-in record (spec 02 §2.1: the id is the record's id)
      { path: 'delivery/:id', element: page(() => import('../features/delivery/pages/delivery-map-page')) },
      { path: 'cart', element: page(() => import('../features/cart/pages/cart-page'), plain) },
      // ?lines=<cart line ids, comma separated> or ?buy=<shelf item id>&n=<quantity>&offer=<seckill detail id>
      { path: 'checkout', element: page(() => import('../features/checkout/pages/checkout-page'), plain) },
      {
        element: <CentreLayout />,
        children: [
          { path: 'order', element: page(() => import('../features/order/pages/my-orders-page')) },
          { path: 'myorder', element: page(() => import('../features/order/pages/order-list-page')) },
          { path: 'orderDetail/:id', element: page(() => import('../features/order/pages/order-detail-page')) },
          { path: 'orderReturn/:id', element: page(() => import('../features/order/pages/order-return-page')) },
          { path: 'returns', element: page(() => import('../features/order/pages/returns-page')) },
          { path: 'frequent', element: page(() => import('../features/order/pages/frequent-page')) },
          { path: 'statement', element: page(() => import('../features/statement/pages/statement-list-page')) },
          { path: 'statement/:id', element: page(() => import('../features/statement/pages/statement-detail-page')) },
          { path: 'address', element: page(() => import('../features/checkout/pages/address-page')) },
          { path: 'stockin', element: page(() => import('../features/trace/pages/buyer-stock-in-page')) },
          { path: 'ledger', element: page(() => import('../features/trace/pages/ledger-page')) },
          { path: 'licences', element: page(() => import('../features/firm/pages/licence-page')) },
          { path: 'deliveries', element: page(() => import('../features/delivery/pages/buyer-deliveries-page')) },
          { path: 'monitor', element: page(() => import('../features/supervision/pages/kitchen-cameras-page')) },
          { path: 'violations', element: page(() => import('../features/supervision/pages/violations-page')) },
          { path: 'nutritiousmeals', element: page(() => import('../features/planning/pages/week-feeding-page')) },
          { path: 'nutritiousmeals/:id/report', element: page(() => import('../features/planning/pages/week-report-page')) },
          { path: 'nutritiousmealsorder', element: page(() => import('../features/planning/pages/meal-orders-page')) },
          { path: 'ingredients', element: page(() => import('../features/planning/pages/food-plan-page')) },
          { path: 'menuOrder', element: page(() => import('../features/planning/pages/dishes-page')) },
          { path: 'nutritionguide', element: page(() => import('../features/planning/pages/nutrition-guide-page')) },
          { path: 'feedback', element: page(() => import('../features/sunshine/school-feedback-page')) },
          { path: 'accompany', element: page(() => import('../features/sunshine/school-accompany-page')) },
          { path: 'favorite', element: page(() => import('../features/favorite/pages/favorites-page')) },
          { path: 'user', element: page(() => import('../features/firm/pages/profile-page')) },
          { path: 'myNew', element: page(() => import('../features/message/pages/messages-page')) },
          ...firmAdminRoutes(),
        ],
      },
      { path: '*', element: notFound },
    ],
  },
  // 阳光食堂: a school's published week, the schools list and parents' feedback, for anyone (issue 30)
  {
    path: '/eshop/school',
    element: <StoreLayout />,
    children: [
      // ?code=<tracking code>
      { path: 'feedback', element: page(() => import('../features/sunshine/pages/public-feedback-page')) },
      // ?week=<the Monday of a published week>
      { path: ':id', element: page(() => import('../features/sunshine/pages/public-school-page')) },
      { index: true, element: <Navigate to="/eshop/schools" replace /> },
    ],
  },
  {
    path: '/eshop/schools',
    element: <StoreLayout />,
    children: [{ index: true, element: page(() => import('../features/sunshine/pages/public-schools-page')) }],
  },
  {
    path: '/supplier',
    element: page(() => import('../features/supplier-desk/desk-layout')),
    children: [
      { index: true, element: <Navigate to="/supplier/orders" replace /> },
      { path: 'orders', element: page(() => import('../features/order/pages/desk-orders-page')) },
      { path: 'returns', element: page(() => import('../features/order/pages/desk-returns-page')) },
      { path: 'shelf', element: page(() => import('../features/shelf/pages/desk-shelf-page')) },
      { path: 'seckill', element: page(() => import('../features/shelf/pages/desk-seckill-page')) },
      { path: 'delivery', element: page(() => import('../features/checkout/pages/desk-delivery-page')) },
      { path: 'stockin', element: page(() => import('../features/trace/pages/supplier-stock-in-page')) },
      { path: 'vehicles', element: page(() => import('../features/delivery/pages/vehicles-page')) },
      { path: 'deliveries', element: page(() => import('../features/delivery/pages/deliveries-page')) },
      { path: 'licences', element: page(() => import('../features/firm/pages/licence-page')) },
      { path: 'dishes', element: page(() => import('../features/planning/pages/dishes-page')) },
      { path: 'meals', element: page(() => import('../features/planning/pages/desk-meals-page')) },
      { path: 'statements', element: page(() => import('../features/statement/pages/statement-list-page')) },
      { path: 'statements/:id', element: page(() => import('../features/statement/pages/statement-detail-page')) },
      ...firmAdminRoutes(),
    ],
  },
  {
    path: '/console',
    element: page(() => import('../features/console/console-frame')),
    children: [
      { index: true, element: page(() => import('../features/console/pages/console-home-page')) },
      { path: 'users', element: page(() => import('../features/iam/pages/users-page')) },
      { path: 'departments', element: page(() => import('../features/iam/pages/console-departments-page')) },
      { path: 'positions', element: page(() => import('../features/iam/pages/console-positions-page')) },
      { path: 'roles', element: page(() => import('../features/iam/pages/console-roles-page')) },
      { path: 'audit', element: page(() => import('../features/audit/pages/console-audit-page')) },
      { path: 'logins', element: page(() => import('../features/audit/pages/console-logins-page')) },
      { path: 'firms', element: page(() => import('../features/firm/pages/firms-page')) },
      { path: 'stockin', element: page(() => import('../features/trace/pages/supervision-stock-in-page')) },
      { path: 'licence-alerts', element: page(() => import('../features/trace/pages/licence-alerts-page')) },
      { path: 'cold-chain', element: page(() => import('../features/delivery/pages/alarm-rules-page')) },
      { path: 'monitors', element: page(() => import('../features/supervision/pages/monitor-wall-page')) },
      { path: 'violations', element: page(() => import('../features/supervision/pages/violations-page')) },
      { path: 'supervision-dashboard', element: page(() => import('../features/supervision/pages/dashboard-page')) },
      { path: 'ai-platforms', element: page(() => import('../features/supervision/pages/ai-platforms-page')) },
      { path: 'ai-abilities', element: page(() => import('../features/supervision/pages/ai-abilities-page')) },
      { path: 'content/banners', element: page(() => import('../features/cms/pages/banners-page')) },
      { path: 'content/floors', element: page(() => import('../features/cms/pages/floors-page')) },
      { path: 'content/partners', element: page(() => import('../features/cms/pages/partners-page')) },
      { path: 'content/food-types', element: page(() => import('../features/cms/pages/food-types-page')) },
      { path: 'content/firm-types', element: page(() => import('../features/cms/pages/firm-types-page')) },
      { path: 'content/about', element: page(() => import('../features/cms/pages/about-editor-page')) },
      { path: 'content/news', element: page(() => import('../features/cms/pages/news-page')) },
      { path: 'content/news/new', element: page(() => import('../features/cms/pages/news-editor-page')) },
      { path: 'content/news/:id', element: page(() => import('../features/cms/pages/news-editor-page')) },
      { path: 'firm-review', element: page(() => import('../features/operator/pages/firm-review-page')) },
      { path: 'feedback', element: page(() => import('../features/sunshine/console-feedback-page')) },
      { path: 'accompany', element: page(() => import('../features/sunshine/console-accompany-page')) },
      { path: 'authorities', element: page(() => import('../features/supervision/pages/authorities-page')) },
      { path: 'shelf-review', element: page(() => import('../features/operator/pages/shelf-review-page')) },
      { path: 'figures', element: page(() => import('../features/operator/pages/figures-page')) },
      { path: 'sms', element: page(() => import('../features/operator/pages/sms-page')) },
      { path: 'tools', element: page(() => import('../features/operator/pages/tools-page')) },
      { path: 'settings', element: page(() => import('../features/operator/pages/settings-page')) },
    ],
  },
  { path: '*', element: notFound },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
