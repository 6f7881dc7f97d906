import { EmptyState } from '../../../components/empty-state';

/** Placeholder until built. */
export default function Page() {
  return <EmptyState description="菜品菜单：建设中" />;
}
