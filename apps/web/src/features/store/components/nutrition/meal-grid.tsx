import type { TProduct } from '@shanlian/contract';
import { Card } from 'antd';
import { MealCard } from './meal-card';
import './meal-grid.css';

/** Meals four a row. */
export function MealGrid({ meals, buy = false }: { meals: TProduct[]; buy?: boolean }) {
  return (
    <div className="store-meals">
      {meals.map((m) => (
        <MealCard key={m.Id} meal={m} buy={buy} />
      ))}
    </div>
  );
}

export function MealGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="store-meals" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} loading style={{ minHeight: 300 }} />
      ))}
    </div>
  );
}
