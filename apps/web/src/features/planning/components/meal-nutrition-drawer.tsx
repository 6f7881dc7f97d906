import type { TFeedingNutrition } from '@shanlian/contract';
import { FOOD_GROUP_NAMES, NUTRIENT_LABELS, NUTRIENTS } from '@shanlian/contract/browser';
import { Alert, Drawer, Skeleton, Table, Tag } from 'antd';
import { useNarrow } from '../../../components/console-layout';
import { dishText } from '../../../lib/text/dishes';
import { useDishOp } from '../dishes-api';
import { IncompleteNotice } from './analysis-findings';

type Ingredient = TFeedingNutrition['Ingredients'][number];
const round = (v: number) => Math.round(v * 10) / 10;

/** 营养成分: a meal's nutrients per portion, its ingredients (grams, edible part, group), the ones without composition data. */
export function MealNutritionDrawer({ meal, onClose }: { meal: { Id: string; Name: string } | null; onClose: () => void }) {
  const narrow = useNarrow();
  const q = useDishOp('WeekFeeding/GetFeedingNutrition', { Id: meal?.Id ?? '' }, { enabled: meal != null });
  const n = q.data;
  return (
    <Drawer open={meal != null} title={meal ? dishText.nutritionTitle(meal.Name) : ''} width={narrow ? '100%' : 720} onClose={onClose} destroyOnHidden>
      {q.isLoading ? (
        <Skeleton active />
      ) : q.error ? (
        <Alert type="error" showIcon title={q.error.message} />
      ) : n ? (
        <div data-testid="meal-nutrition">
          <IncompleteNotice missing={n.Missing} perWeek={false} />
          <div className="meal-nutrients">
            {NUTRIENTS.map((k) => (
              <div key={k} className="meal-nutrient">
                <span className="dish-muted">{NUTRIENT_LABELS[k].name}</span>
                <b>
                  {round(n[k])} <small>{NUTRIENT_LABELS[k].unit}</small>
                </b>
              </div>
            ))}
          </div>
          <Table<Ingredient>
            rowKey={(r) => `${r.DishesName}/${r.Name}`}
            size="small"
            pagination={false}
            dataSource={n.Ingredients}
            scroll={{ x: 600 }}
            columns={[
              { title: dishText.dish, dataIndex: 'DishesName', width: 110 },
              {
                title: dishText.product,
                dataIndex: 'Name',
                render: (v: string, r) => (
                  <div>
                    {v}
                    <div className="dish-muted">{r.FoodName ?? <Tag color="orange">{dishText.unmapped}</Tag>}</div>
                  </div>
                ),
              },
              { title: dishText.gramsPerPortion, dataIndex: 'Grams', width: 90, render: (g: number) => dishText.grams(round(g)) },
              { title: dishText.edible, dataIndex: 'EdiblePct', width: 70, render: (v: number | null) => (v == null ? '—' : `${v}%`) },
              { title: dishText.group, dataIndex: 'Group', width: 90, render: (g: Ingredient['Group']) => (g ? FOOD_GROUP_NAMES[g] : '—') },
              { title: NUTRIENT_LABELS.EnergyKcal.name, dataIndex: 'EnergyKcal', width: 80, render: (v: number) => round(v) },
              { title: NUTRIENT_LABELS.ProteinG.name, dataIndex: 'ProteinG', width: 80, render: (v: number) => round(v) },
            ]}
          />
        </div>
      ) : null}
    </Drawer>
  );
}
