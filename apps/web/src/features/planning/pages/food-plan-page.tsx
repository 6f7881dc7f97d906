import { EmptyState } from '../../../components/empty-state';

/** Placeholder until built. */
export default function Page() {
  return <EmptyState description="食材计划：建设中" />;
}
