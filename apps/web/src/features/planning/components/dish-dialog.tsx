import { PlusOutlined } from '@ant-design/icons';
import { PLANNING_MSG, type WeightUnit } from '@shanlian/contract/browser';
import { Button, Checkbox, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { FoodCodeSelect } from '../../../components/food-code-select';
import { ImageUpload } from '../../../components/image-upload';
import { NumberInput } from '../../../components/number-input';
import { commonText } from '../../../lib/text';
import { dishText, foodCodeText } from '../../../lib/text/dishes';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { type DishRow, useDishOp, useDishWrite } from '../dishes-api';
import { DishPickDialog } from './dish-pick-dialog';

interface Line {
  FoodId: string;
  FoodName: string;
  SupplyName: string;
  Unit: string;
  /** the amount per portion, in `WeightUnit` (1 g, 2 ml) */
  Grams: number | null;
  WeightUnit: WeightUnit;
  /** the product's own mapping, and the kitchen's choice for this dish (null: the product's) */
  ProductFoodCode: string | null;
  OwnFoodCode: string | null;
  /** the name of the entry in use, when known */
  FoodCodeName: string | null;
}

/** The entry an ingredient uses: the kitchen's choice, else the product's. */
const codeOf = (l: Line) => l.OwnFoodCode ?? l.ProductFoodCode;

interface Values {
  Name: string;
  DishesType?: number;
  Cuisine?: number;
  Describe?: string;
  IsNewProducts: boolean;
  IsNameProduct: boolean;
  FileId?: string | null;
}

/** The enumerations a dish picks from, read once per session. */
export function useDishEnums() {
  const types = useDishOp(
    'ENX_Dishesinformation/GetDishesinformationType',
    { PagerInfo: { PageIndex: 1, PageSize: 50 } },
    { staleTime: Number.POSITIVE_INFINITY },
  );
  const cuisines = useDishOp(
    'ENX_Dishesinformation/GetDishesinformationCuisine',
    { PagerInfo: { PageIndex: 1, PageSize: 50 } },
    { staleTime: Number.POSITIVE_INFINITY },
  );
  const opts = (rows: { EnumValue: number; Desction: string }[] | undefined) => (rows ?? []).map((r) => ({ value: r.EnumValue, label: r.Desction }));
  return { types: opts(types.data), cuisines: opts(cuisines.data) };
}

/** Add / update a dish: name, type, cuisine, description, flags, image, and its ingredients in grams per portion. */
export function DishDialog({ open, dish, onClose }: { open: boolean; dish: DishRow | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [lines, setLines] = useState<Line[]>([]);
  const [picking, setPicking] = useState(false);
  const { types, cuisines } = useDishEnums();
  const submitKey = useSubmitKey(open ? (dish?.Id ?? 'new') : null);
  const add = useDishWrite('ENX_Dishesinformation/AddDishesinformation');
  const update = useDishWrite('ENX_Dishesinformation/UpdateDishesinformation');
  const pending = add.pending || update.pending;

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      Name: dish?.Name ?? '',
      DishesType: dish?.DishesType,
      Cuisine: dish?.Cuisine,
      Describe: dish?.Describe ?? '',
      IsNewProducts: dish?.IsNewProducts ?? false,
      IsNameProduct: dish?.IsNameProduct ?? false,
      FileId: dish?.FileId ?? null,
    });
    setLines(
      (dish?.ENX_DishesinformationfoodInfos ?? []).map((i) => ({
        FoodId: i.FoodId,
        FoodName: i.FoodName,
        SupplyName: i.SupplyName,
        Unit: i.Unit,
        Grams: i.Amount,
        WeightUnit: i.WeightUnit === 2 ? 2 : 1,
        ProductFoodCode: i.ProductFoodCode,
        OwnFoodCode: i.OwnFoodCode,
        FoodCodeName: i.FoodCodeName,
      })),
    );
  }, [open, dish, form]);

  const save = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const info = {
      Name: v.Name,
      DishesType: v.DishesType ?? 0,
      Cuisine: v.Cuisine ?? 0,
      Describe: v.Describe ?? '',
      IsNewProducts: v.IsNewProducts,
      IsNameProduct: v.IsNameProduct,
      FileId: v.FileId ?? null,
      ENX_DishesinformationfoodInfos: lines.map((l) => ({ FoodId: l.FoodId, Grams: l.Grams ?? 0, WeightUnit: l.WeightUnit, FoodCode: l.OwnFoodCode })),
    };
    const r = dish
      ? await update.run({ ENX_DishesinformationInfo: { ...info, Id: dish.Id } }, submitKey.key, PLANNING_MSG.saved)
      : await add.run({ ENX_DishesinformationInfo: info }, submitKey.key, PLANNING_MSG.saved);
    if (r) {
      submitKey.renew();
      onClose();
    }
  };

  const setGrams = (id: string, g: number | null) => setLines((ls) => ls.map((l) => (l.FoodId === id ? { ...l, Grams: g } : l)));
  const setUnit = (id: string, u: WeightUnit) => setLines((ls) => ls.map((l) => (l.FoodId === id ? { ...l, WeightUnit: u } : l)));
  // choosing the product's own entry again (or clearing) goes back to following the product
  const setCode = (id: string, code: string | null) =>
    setLines((ls) => ls.map((l) => (l.FoodId === id ? { ...l, OwnFoodCode: code && code !== l.ProductFoodCode ? code : null } : l)));

  return (
    <Modal
      open={open}
      title={dish ? dishText.editTitle : dishText.addTitle}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{dishText.cancel}</Button>
          <Button type="primary" loading={pending} disabled={pending} onClick={save} data-testid="dish-save">
            {dishText.save}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" className="dish-form" data-testid="dish-form">
        <Form.Item
          name="Name"
          label={dishText.name}
          rules={[
            { required: true, whitespace: true, message: PLANNING_MSG.dishNameRequired },
            { max: 30, message: PLANNING_MSG.dishNameTooLong },
          ]}
        >
          <Input placeholder={dishText.namePh} maxLength={30} data-testid="dish-name" />
        </Form.Item>
        <div className="dish-form-row">
          <Form.Item name="DishesType" label={dishText.dishType} rules={[{ required: true, message: PLANNING_MSG.dishTypeRequired }]}>
            <Select options={types} placeholder={dishText.selectPh} data-testid="dish-type" />
          </Form.Item>
          <Form.Item name="Cuisine" label={dishText.cuisine} rules={[{ required: true, message: PLANNING_MSG.cuisineRequired }]}>
            <Select options={cuisines} placeholder={dishText.selectPh} data-testid="dish-cuisine" />
          </Form.Item>
        </div>
        <Form.Item name="Describe" label={dishText.describe} rules={[{ max: 200, message: PLANNING_MSG.describeTooLong }]}>
          <Input.TextArea rows={2} maxLength={200} placeholder={dishText.describePh} data-testid="dish-describe" />
        </Form.Item>
        <Space size={24} className="dish-flags">
          <Form.Item name="IsNewProducts" valuePropName="checked" noStyle>
            <Checkbox data-testid="dish-is-new">{dishText.isNew}</Checkbox>
          </Form.Item>
          <Form.Item name="IsNameProduct" valuePropName="checked" noStyle>
            <Checkbox data-testid="dish-is-recommended">{dishText.isRecommended}</Checkbox>
          </Form.Item>
        </Space>
        <Form.Item name="FileId" label={dishText.image}>
          <ImageUpload />
        </Form.Item>
      </Form>
      <div className="dish-lines-head">
        <b>{dishText.ingredients}</b>
        <Button icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="dish-add-ingredient">
          {dishText.addIngredient}
        </Button>
      </div>
      {lines.length === 0 ? (
        <div className="dish-muted dish-lines-empty">{dishText.noIngredients}</div>
      ) : (
        <ul className="dish-lines" data-testid="dish-lines">
          {lines.map((l) => (
            <li key={l.FoodId} data-testid="dish-line">
              <div className="dish-line-name">
                {l.FoodName}
                {!codeOf(l) && (
                  <Tag color="orange" className="dish-tag-gap">
                    {dishText.unmapped}
                  </Tag>
                )}
                <div className="dish-muted">{l.SupplyName}</div>
              </div>
              <div className="dish-line-code" title={foodCodeText.ownCodeHelp}>
                <FoodCodeSelect
                  size="small"
                  value={codeOf(l)}
                  initialName={l.FoodCodeName}
                  suggestFrom={l.FoodName}
                  onChange={(c) => setCode(l.FoodId, c)}
                  testId="dish-line-code"
                />
              </div>
              <NumberInput
                stepName={commonText.amount}
                min={0.1}
                max={5000}
                step={1}
                precision={1}
                value={l.Grams}
                onChange={(g) => setGrams(l.FoodId, g)}
                addonAfter={
                  <Select<WeightUnit>
                    size="small"
                    variant="borderless"
                    value={l.WeightUnit}
                    onChange={(u) => setUnit(l.FoodId, u)}
                    options={[
                      { value: 1, label: dishText.perPortionUnit(1) },
                      { value: 2, label: dishText.perPortionUnit(2) },
                    ]}
                    aria-label={dishText.weightUnit}
                    data-testid="dish-line-unit"
                    popupMatchSelectWidth={false}
                  />
                }
                status={l.Grams == null ? 'error' : undefined}
                aria-label={dishText.gramsPerPortion}
                data-testid="dish-line-grams"
              />
              <Button type="link" danger size="small" onClick={() => setLines((ls) => ls.filter((x) => x.FoodId !== l.FoodId))} data-testid="dish-line-remove">
                {dishText.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DishPickDialog
        open={picking}
        taken={lines.map((l) => l.FoodId)}
        onClose={() => setPicking(false)}
        onPick={(foods) =>
          setLines((ls) => [
            ...ls,
            ...foods
              .filter((f) => !ls.some((l) => l.FoodId === f.Id))
              .map((f) => ({
                FoodId: f.Id,
                FoodName: f.ProductName,
                SupplyName: f.SupplyName,
                Unit: f.Unit,
                Grams: dishText.defaultGrams,
                WeightUnit: 1 as const,
                ProductFoodCode: f.FoodCode,
                OwnFoodCode: null,
                FoodCodeName: f.FoodCodeName,
              })),
          ])
        }
      />
    </Modal>
  );
}
