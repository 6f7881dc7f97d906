import type { TFeedingNutrition } from '@shanlian/contract';
import type { MealNutrition, NutritionStandard } from '@shanlian/contract/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../api/client';
import { planningApi } from '../../api/planning';

/** Reads and writes of the weekly nutrition packages. */
const api = planningApi;
export const { useOp: useWeekOp, usePaged: useWeekPaged, useExport: useWeekExport } = api;

/** A write with the dialog's idempotency key; says how it went, then reads the packages again. */
export const useWeekWrite = api.useKeyedWrite;

/** The standard (WS/T 554-2017 as data): read once, kept for the session. */
export function useNutritionStandard() {
  return useQuery({
    queryKey: ['nutrition-standard'],
    queryFn: async () => (await call('WeekFeeding/GetNutritionStandard', {})) as unknown as NutritionStandard,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

const mealKey = (id: string) => ['meal-nutrition', id] as const;

/**
 * The per-portion nutrition of meals, each meal fetched once and kept (ids not yet known are
 * asked for together, in chunks of 100); answers the map analyseWeek reads and the raw rows
 * (with ingredients) for the print page.
 */
export function useMealNutrition(ids: readonly string[]) {
  const qc = useQueryClient();
  const wanted = useMemo(() => [...new Set(ids)].sort(), [ids]);
  const missing = wanted.filter((id) => qc.getQueryData(mealKey(id)) === undefined);
  const batch = useQuery({
    queryKey: ['meal-nutrition-batch', missing],
    queryFn: async () => {
      const rows: TFeedingNutrition[] = [];
      for (let i = 0; i < missing.length; i += 100) rows.push(...(await call('WeekFeeding/GetFeedingNutritionList', { Ids: missing.slice(i, i + 100) })));
      for (const r of rows) qc.setQueryData(mealKey(r.Id), r, { updatedAt: Date.now() });
      return rows;
    },
    enabled: missing.length > 0,
    staleTime: 5 * 60_000,
  });
  // read again when the batch lands (the missing ones become known) or the wanted ids change
  const pending = `${missing.join()}#${batch.dataUpdatedAt}`;
  const rows = useMemo(() => {
    void pending;
    return wanted.map((id) => qc.getQueryData<TFeedingNutrition>(mealKey(id))).filter((r): r is TFeedingNutrition => r !== undefined);
  }, [wanted, pending, qc]);
  const map = useMemo(() => new Map<string, MealNutrition>(rows.map((r) => [r.Id, r as unknown as MealNutrition])), [rows]);
  return { map, rows, isLoading: batch.isLoading && missing.length > 0, error: batch.error };
}
