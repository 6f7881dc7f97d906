import { PlusOutlined } from '@ant-design/icons';
import { AGE_GROUP_NAMES, MAX_DISH_PORTIONS, MEAL_GENDER_NAMES, PLANNING_MSG } from '@shanlian/contract/browser';
import { App, Button, Form, Modal, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { NumberInput } from '../../../components/number-input';
import { commonText } from '../../../lib/text';
import { dishText } from '../../../lib/text/dishes';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { type FirmFeeding, useDishOp, useDishWrite } from '../dishes-api';

interface Line {
  key: number;
  DishesId: string | null;
  Portions: number | null;
}

const options = (names: Record<number, string>) => Object.entries(names).map(([v, label]) => ({ value: Number(v), label }));

/** 配餐: a nutrition meal's age group, sex and its dishes (from the firm's own dishes) with portions → SaveFeeding. */
export function MealDialog({ meal, onClose }: { meal: FirmFeeding | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ AgeGroup?: number; Gender?: number }>();
  const [lines, setLines] = useState<Line[]>([]);
  const [dishSearch, setDishSearch] = useState('');
  const submitKey = useSubmitKey(meal?.FoodSaleShelfId ?? null);
  const save = useDishWrite('WeekFeeding/SaveFeeding');
  const dishes = useDishOp(
    'ENX_Dishesinformation/GetDishesinformationList',
    { SearchName: dishSearch || null, PagerInfo: { PageIndex: 1, PageSize: 50 } },
    { enabled: meal != null },
  );
  const known = new Map<string, string>((meal?.REC_FeedingdetailInfos ?? []).map((d) => [d.DishesId, d.DishesName]));
  for (const d of dishes.data ?? []) known.set(d.Id, d.Name);
  const dishOptions = [...known].map(([value, label]) => ({ value, label }));

  useEffect(() => {
    if (!meal) return;
    form.setFieldsValue({ AgeGroup: meal.AgeGroup ?? undefined, Gender: meal.Gender ?? undefined });
    setLines(meal.REC_FeedingdetailInfos.map((d, i) => ({ key: i, DishesId: d.DishesId, Portions: d.Portions })));
  }, [meal, form]);

  const submit = async () => {
    let v: { AgeGroup?: number; Gender?: number };
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const chosen = lines.filter((l) => l.DishesId);
    if (!chosen.length) return void message.error('请至少选择一道菜品');
    if (chosen.some((l) => l.Portions == null)) return void message.error(PLANNING_MSG.portionsRange);
    if (!meal) return;
    const r = await save.run(
      {
        REC_FeedingInfo: {
          FoodSaleShelfId: meal.FoodSaleShelfId,
          AgeGroup: v.AgeGroup ?? 0,
          Gender: v.Gender ?? 0,
          REC_FeedingdetailInfos: chosen.map((l) => ({ DishesId: l.DishesId ?? '', Portions: l.Portions ?? 0 })),
        },
      },
      submitKey.key,
      PLANNING_MSG.saved,
    );
    if (r) {
      submitKey.renew();
      onClose();
    }
  };

  const nextKey = () => Math.max(0, ...lines.map((l) => l.key)) + 1;
  return (
    <Modal
      open={meal != null}
      title={meal ? dishText.mealEditTitle(meal.Name) : ''}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{dishText.cancel}</Button>
          <Button type="primary" loading={save.pending} disabled={save.pending} onClick={submit} data-testid="meal-save">
            {dishText.save}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" className="dish-form-row">
        <Form.Item name="AgeGroup" label={dishText.ageGroup} rules={[{ required: true, message: PLANNING_MSG.ageGroupRequired }]}>
          <Select options={options(AGE_GROUP_NAMES)} placeholder={dishText.selectPh} data-testid="meal-age-group" />
        </Form.Item>
        <Form.Item name="Gender" label={dishText.gender} rules={[{ required: true, message: PLANNING_MSG.genderRequired }]}>
          <Select options={options(MEAL_GENDER_NAMES)} placeholder={dishText.selectPh} data-testid="meal-gender" />
        </Form.Item>
      </Form>
      <div className="dish-lines-head">
        <b>{dishText.dishes}</b>
        <Button
          icon={<PlusOutlined />}
          disabled={lines.length >= 20}
          onClick={() => setLines((ls) => [...ls, { key: nextKey(), DishesId: null, Portions: 1 }])}
          data-testid="meal-add-dish"
        >
          {dishText.addDish}
        </Button>
      </div>
      <ul className="dish-lines meal-lines" data-testid="meal-lines">
        {lines.map((l) => (
          <li key={l.key} data-testid="meal-line">
            <Select
              showSearch={{ filterOption: false, onSearch: setDishSearch }}
              placeholder={dishText.pickDish}
              value={l.DishesId}
              loading={dishes.isFetching}
              options={dishOptions.filter((o) => o.value === l.DishesId || !lines.some((x) => x.DishesId === o.value))}
              onChange={(id: string) => setLines((ls) => ls.map((x) => (x.key === l.key ? { ...x, DishesId: id } : x)))}
              data-testid="meal-line-dish"
            />
            <NumberInput
              stepName={commonText.portions}
              min={0.1}
              max={MAX_DISH_PORTIONS}
              step={0.5}
              precision={1}
              value={l.Portions}
              addonAfter={dishText.dishPortions}
              onChange={(p) => setLines((ls) => ls.map((x) => (x.key === l.key ? { ...x, Portions: p } : x)))}
              data-testid="meal-line-portions"
            />
            <Button type="link" danger size="small" onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))} data-testid="meal-line-remove">
              {dishText.remove}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
