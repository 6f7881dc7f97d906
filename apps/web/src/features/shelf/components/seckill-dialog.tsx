import type { TShelfItem } from '@shanlian/contract';
import { MSG } from '@shanlian/contract/browser';
import { Alert, DatePicker, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { dialogFooter } from '../../../components/dialog-footer';
import { NumberInput } from '../../../components/number-input';
import { chinaWall, type SeckillRow, seckillLocks, wallToIso } from '../../../lib/desk-rules';
import { yuan } from '../../../lib/format';
import { deskText } from '../../../lib/text';
import { serverNow } from '../../../lib/use-now';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useSubmitKey } from '../../../lib/use-submit-key';
import type { SeckillInput } from '../api/shelf';
import { limitProblem, priceProblem, quantityProblem, rangeProblem, ruleOf } from '../rules/seckill-form-rules';

interface SeckillForm {
  itemId?: string;
  range?: [Dayjs | null, Dayjs | null];
  price?: number | null;
  quantity?: number | null;
  limit?: number | null;
}

const FORMAT = 'YYYY-MM-DD HH:mm';
const WALL = 'YYYY-MM-DD HH:mm:ss';
const nowWall = () => dayjs(chinaWall(serverNow()));

/** 新建 / 修改秒杀: an own on-sale item, a time window, a price below the shelf price, a quantity. */
export function SeckillDialog({
  open,
  row,
  items,
  presetItemId,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  row: SeckillRow | null;
  items: TShelfItem[];
  presetItemId?: string | null;
  pending: boolean;
  onSubmit: (input: SeckillInput) => Promise<void> | void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<SeckillForm>();
  // one key per opening: 确定 clicked twice (or a retry) saves one window
  const submitKey = useSubmitKey(open);
  // 确定 clicked twice validates twice: the second finish is dropped while the first is saving
  const once = useSingleFlight();
  const locks = seckillLocks(row, serverNow());
  const itemId = Form.useWatch('itemId', form);
  const item = items.find((i) => i.Id === itemId);
  const choices = items.filter((i) => i.OnSale || i.Id === row?.SaleShelfId);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) {
      form.setFieldsValue({
        itemId: row.SaleShelfId,
        range: [dayjs(chinaWall(row.StartTime)), dayjs(chinaWall(row.EndTime))],
        price: row.PresentPrice,
        quantity: row.Quantity,
        limit: row.LimitPerBuyer,
      });
    } else {
      const start = nowWall().add(1, 'hour').startOf('hour');
      form.setFieldsValue({ itemId: presetItemId ?? undefined, range: [start, start.add(2, 'hour')], price: null, quantity: null, limit: 0 });
    }
  }, [open, row, presetItemId, form]);

  const finish = (v: SeckillForm) => once.run(() => save(v));
  const save = async (v: SeckillForm) => {
    const [start, end] = v.range ?? [];
    if (pending || !v.itemId || !start || !end || v.price == null || v.quantity == null) return;
    await onSubmit({
      idempotencyKey: submitKey.key,
      Id: row?.Id ?? null,
      FoodSaleShelfId: v.itemId,
      // a started window keeps its start and price exactly as stored (seconds included)
      StartTime: row && locks.start ? row.StartTime : wallToIso(start.format(WALL)),
      EndTime: wallToIso(end.format(WALL)),
      PresentPrice: row && locks.price ? row.PresentPrice : v.price,
      Quantity: v.quantity,
      LimitPerBuyer: v.limit ?? 0,
    });
  };

  return (
    <Modal
      open={open}
      title={row ? deskText.seckillEdit : deskText.seckillAdd}
      onCancel={onClose}
      width={560}
      forceRender
      footer={dialogFooter({
        onClose,
        onOk: () => form.submit(),
        okText: deskText.yes,
        testId: 'seckill-save',
        pending: pending || once.busy,
        disabled: pending || once.busy,
      })}
    >
      {locks.start && <Alert type="warning" showIcon title={deskText.seckillStartedHint} style={{ marginBottom: 16 }} />}
      {/* validateFirst: an empty field fails its required rule and its check with the same words; it is said once */}
      <Form<SeckillForm> form={form} layout="vertical" onFinish={finish} style={{ marginTop: 8 }}>
        <Form.Item validateFirst name="itemId" label={deskText.seckillProduct} rules={[{ required: true, message: deskText.seckillChooseProduct }]}>
          <Select
            data-testid="seckill-product"
            showSearch={{ optionFilterProp: 'label' }}
            disabled={locks.product}
            placeholder={deskText.seckillProductPh}
            options={choices.map((i) => ({
              value: i.Id,
              label: `${i.ProductName}（${i.FoodSpecification || i.Unit}）`,
              price: i.PresentPrice,
              cover: i.PromotionImage,
            }))}
            optionRender={(o) => (
              <div className="desk-product">
                <img src={o.data.cover} alt="" style={{ width: 32, height: 32 }} />
                <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{o.data.label}</span>
                <span className="desk-muted">{yuan(o.data.price)}</span>
              </div>
            )}
          />
        </Form.Item>
        <Form.Item
          validateFirst
          name="range"
          label={deskText.seckillTime}
          rules={[
            { required: true, message: deskText.seckillChooseTime },
            ruleOf((v: SeckillForm['range']) => rangeProblem(v?.[0]?.format(WALL) ?? null, v?.[1]?.format(WALL) ?? null, chinaWall(serverNow()))),
          ]}
        >
          <DatePicker.RangePicker
            data-testid="seckill-range"
            style={{ width: '100%' }}
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format={FORMAT}
            disabled={[locks.start, false]}
            disabledDate={(d) => d.isBefore(nowWall(), 'day')}
            placeholder={[deskText.seckillStart, deskText.seckillEnd]}
          />
        </Form.Item>
        <Form.Item
          validateFirst
          name="price"
          label={deskText.seckillPrice}
          extra={item ? deskText.seckillPriceHint(yuan(item.PresentPrice)) : undefined}
          rules={[{ required: true, message: MSG.priceRange }, ruleOf((v: number | null) => priceProblem(v, item?.PresentPrice ?? null))]}
        >
          <NumberInput data-testid="seckill-price" style={{ width: '100%' }} min={0} step={0.1} precision={2} prefix="¥" disabled={locks.price} />
        </Form.Item>
        <Form.Item
          validateFirst
          name="quantity"
          label={deskText.seckillQuantity}
          extra={row ? deskText.seckillSoldHint(row.OrderQuantity) : undefined}
          rules={[{ required: true, message: deskText.seckillQuantityRequired }, ruleOf((v: number | null) => quantityProblem(v, row?.OrderQuantity ?? 0))]}
        >
          <NumberInput data-testid="seckill-quantity" style={{ width: '100%' }} min={1} max={100_000} precision={0} />
        </Form.Item>
        <Form.Item
          validateFirst
          name="limit"
          label={deskText.seckillLimit}
          extra={deskText.seckillLimitHint}
          dependencies={['quantity']}
          rules={[ruleOf((v: number | null) => limitProblem(v, form.getFieldValue('quantity') ?? null))]}
        >
          <NumberInput data-testid="seckill-limit" style={{ width: '100%' }} min={0} max={100_000} precision={0} addonAfter={deskText.seckillLimitUnit} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
