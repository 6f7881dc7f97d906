import { EmptyState } from '../../../components/empty-state';

/** Placeholder until built. */
export default function Page() {
  return <EmptyState description="营养分析报告：建设中" />;
}
