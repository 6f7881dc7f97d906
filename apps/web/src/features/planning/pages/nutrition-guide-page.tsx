import { EmptyState } from '../../../components/empty-state';

/** Placeholder until built. */
export default function Page() {
  return <EmptyState description="学生餐营养指南：建设中" />;
}
