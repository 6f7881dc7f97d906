import { EmptyState } from '../../../components/empty-state';

/** Placeholder until built. */
export default function Page() {
  return <EmptyState description="营养餐订单：建设中" />;
}
