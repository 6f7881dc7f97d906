import { CHECKOUT_MSG } from '@shanlian/contract/browser';
import type { InputOf, TPreviewGroup } from '@shanlian/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Input, Select, Skeleton, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../api/client';
import { yuan } from '../../../lib/format';
import { TCart } from '../../../lib/text';
import { useMe } from '../../../lib/use-me';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useMakeOrder } from '../api/place-order';
import { useAddresses } from '../api/addresses';
import { AddressDialog } from '../components/address-dialog';
import '../checkout.css';

const WEEK = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
/** '2026-11-24' → '11月24日 周二' */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${m}月${d}日 ${WEEK[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}`;
}

interface Choice {
  date: string | null;
  slot: string | null;
  remark: string;
}

/** What the page orders: cart lines (?lines=a,b) or one item bought at once (?buy=&n=&offer=). */
function usePurchase(): { preview: InputOf<'Cart/PreviewOrder'> | null; fromCart: boolean } {
  const [params] = useSearchParams();
  return useMemo(() => {
    const lines = (params.get('lines') ?? '').split(',').filter(Boolean);
    if (lines.length) return { preview: { Ids: lines }, fromCart: true };
    const buy = params.get('buy');
    const n = Number(params.get('n') ?? '1');
    if (buy && Number.isInteger(n) && n >= 1)
      return { preview: { FoodSaleShelfId: buy, CartNumber: n, SeckillDetailId: params.get('offer') || null }, fromCart: false };
    return { preview: null, fromCart: true };
  }, [params]);
}

/** 订单确认: address, per supplier the delivery date and slot and a remark, freight and minimum, invoice, totals. */
export default function CheckoutPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const { preview: input, fromCart } = usePurchase();
  const previewQ = useQuery<TPreviewGroup[]>({
    queryKey: ['checkout', 'preview', input],
    queryFn: () => call('Cart/PreviewOrder', input as InputOf<'Cart/PreviewOrder'>),
    enabled: !!input,
    retry: false,
  });
  const addressesQ = useAddresses();
  const [addressId, setAddressId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ open: boolean; id: string | null }>({ open: false, id: null });
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [invoiceTitle, setInvoiceTitle] = useState<string | null>(null);
  const [taxNumber, setTaxNumber] = useState('');
  const submitKey = useSubmitKey(JSON.stringify(input));
  const order = useMakeOrder();

  const addresses = addressesQ.data ?? [];
  const chosenAddress = addresses.find((a) => a.Id === addressId) ?? addresses.find((a) => a.IsDefault) ?? addresses[0] ?? null;
  const groups = previewQ.data ?? [];
  useEffect(() => {
    // the first offered slot of each supplier is preselected
    setChoices((c) => {
      const next = { ...c };
      for (const g of groups)
        if (!next[g.SupplyFirmId]) next[g.SupplyFirmId] = { date: g.DeliverySlots[0]?.Date ?? null, slot: g.DeliverySlots[0]?.Slot ?? null, remark: '' };
      return next;
    });
  }, [groups]);
  const title = invoiceTitle ?? me?.FirmName ?? '';
  const total = groups.reduce((s, g) => s + g.TotalAmount, 0);
  const short = groups.filter((g) => !g.MeetsMinimum);
  const taxOk = taxNumber === '' || /^[0-9A-Z]{15,20}$/.test(taxNumber);
  const setChoice = (id: string, patch: Partial<Choice>) => setChoices((c) => ({ ...c, [id]: { ...(c[id] as Choice), ...patch } }));

  const submit = async () => {
    if (order.isPending) return;
    if (!chosenAddress) return void message.warning(CHECKOUT_MSG.addressRequired);
    if (short.length) return void message.warning(`${short[0]?.SupplyFirmName} 未达起送金额`);
    if (!taxOk) return void message.warning('税号须为15至20位字母或数字');
    const common = { AddressId: chosenAddress.Id, InvoiceTitle: title.trim() || null, TaxNumber: taxNumber || null };
    try {
      const made =
        input && 'Ids' in input
          ? await order.mutateAsync({
              key: submitKey.key,
              cart: {
                Ids: input.Ids,
                ...common,
                Orders: groups.map((g) => ({
                  SupplyFirmId: g.SupplyFirmId,
                  DeliveryDate: choices[g.SupplyFirmId]?.date,
                  DeliverySlot: choices[g.SupplyFirmId]?.slot,
                  Remark: choices[g.SupplyFirmId]?.remark || null,
                })),
              },
            })
          : await order.mutateAsync({
              key: submitKey.key,
              buy: {
                FoodSaleShelfId: (input as { FoodSaleShelfId: string }).FoodSaleShelfId,
                CartNumber: (input as { CartNumber: number }).CartNumber,
                SeckillDetailId: (input as { SeckillDetailId?: string | null }).SeckillDetailId ?? null,
                ...common,
                DeliveryDate: choices[groups[0]?.SupplyFirmId ?? '']?.date,
                DeliverySlot: choices[groups[0]?.SupplyFirmId ?? '']?.slot,
                Remark: choices[groups[0]?.SupplyFirmId ?? '']?.remark || null,
              },
            });
      submitKey.renew();
      message.success(TCart.orderPlaced(made.length));
      navigate('/eshop/store/order');
    } catch (e) {
      message.error(e instanceof Error ? e.message : '提交失败');
      void previewQ.refetch();
    }
  };

  if (!input || previewQ.error)
    return (
      <div className="checkout">
        <div className="checkout-card" data-testid="checkout-invalid">
          <Empty description={previewQ.error instanceof Error ? `${previewQ.error.message}，请返回重新选择` : '没有要结算的商品'}>
            <Link to={fromCart ? '/eshop/store/cart' : '/eshop/store'}>
              <Button type="primary">{fromCart ? '返回购物车' : '去逛逛'}</Button>
            </Link>
          </Empty>
        </div>
      </div>
    );
  if (previewQ.isLoading || addressesQ.isLoading)
    return (
      <div className="checkout">
        <div className="checkout-card">
          <Skeleton active />
        </div>
        <div className="checkout-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </div>
    );

  return (
    <div className="checkout" data-testid="checkout">
      <h2 style={{ margin: 0 }}>订单确认</h2>
      <section className="checkout-card">
        <h3>
          收货地址
          <Button type="link" onClick={() => setEditing({ open: true, id: null })} data-testid="checkout-add-address">
            新增地址
          </Button>
        </h3>
        {addresses.length === 0 ? (
          <Alert type="warning" showIcon message="还没有收货地址，请先新增一个" />
        ) : (
          <div className="checkout-addresses">
            {addresses.map((a) => (
              <div key={a.Id} className={`checkout-address${chosenAddress?.Id === a.Id ? ' is-chosen' : ''}`} data-testid="checkout-address">
                <button type="button" className="checkout-address-pick" aria-pressed={chosenAddress?.Id === a.Id} onClick={() => setAddressId(a.Id)}>
                  <div className="checkout-address-who">
                    {a.Contact} {a.Phone} {a.IsDefault && <Tag color="red">默认</Tag>}
                  </div>
                  <div className="checkout-address-text">{a.Address}</div>
                </button>
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing({ open: true, id: a.Id })}>
                  编辑
                </Button>
              </div>
            ))}
          </div>
        )}
      </section>

      {groups.map((g) => {
        const c = choices[g.SupplyFirmId];
        const dates = [...new Set(g.DeliverySlots.map((s) => s.Date))];
        const slots = g.DeliverySlots.filter((s) => s.Date === c?.date).map((s) => s.Slot);
        return (
          <section className="checkout-card" key={g.SupplyFirmId} data-testid="checkout-group">
            <h3>{g.SupplyFirmName}</h3>
            {g.Lines.map((l) => (
              <div className="checkout-line" key={`${l.FoodSaleShelfId}-${l.Id ?? ''}`}>
                <img src={l.PromotionImage} alt="" />
                <div>
                  <div className="checkout-line-name">
                    {l.ProductName} {l.IsSeckill && <Tag color="red">秒杀</Tag>}
                  </div>
                  <div className="checkout-line-spec">{l.Specification}</div>
                </div>
                <div>
                  {yuan(l.Price)}/{l.Unit}
                </div>
                <div>
                  × {l.CartNumber} {l.Unit}
                </div>
                <div className="checkout-line-amount">{yuan(l.Amount)}</div>
              </div>
            ))}
            <div className="checkout-group-form">
              <Select
                aria-label="配送日期"
                placeholder="配送日期"
                value={c?.date ?? undefined}
                options={dates.map((d) => ({ value: d, label: dayLabel(d) }))}
                onChange={(d: string) => setChoice(g.SupplyFirmId, { date: d, slot: g.DeliverySlots.find((s) => s.Date === d)?.Slot ?? null })}
                data-testid="checkout-date"
              />
              <Select
                aria-label="配送时段"
                placeholder="配送时段"
                value={c?.slot ?? undefined}
                options={slots.map((s) => ({ value: s, label: s }))}
                onChange={(s: string) => setChoice(g.SupplyFirmId, { slot: s })}
                data-testid="checkout-slot"
              />
              <Input
                placeholder="给供应商的备注（选填，如：请走食堂后门）"
                maxLength={200}
                value={c?.remark ?? ''}
                onChange={(e) => setChoice(g.SupplyFirmId, { remark: e.target.value })}
                data-testid="checkout-remark"
              />
            </div>
            <div className="checkout-group-sum">
              <span>商品 {yuan(g.GoodsAmount)}</span>
              <span>
                运费 {g.Freight > 0 ? yuan(g.Freight) : '免运费'}
                {g.FreeFreightAmount !== null && g.Freight > 0 && `（满 ${yuan(g.FreeFreightAmount)} 免运费）`}
              </span>
              <span>
                小计 <b>{yuan(g.TotalAmount)}</b>
              </span>
            </div>
            {!g.MeetsMinimum && (
              <div className="checkout-shortfall" data-testid="checkout-shortfall">
                起送金额 {yuan(g.MinOrderAmount)}，还差 {yuan(Math.round((g.MinOrderAmount - g.GoodsAmount) * 100) / 100)}，
                {fromCart ? <Link to="/eshop/store/cart">返回购物车加购</Link> : '请增加数量'}
              </div>
            )}
          </section>
        );
      })}

      <section className="checkout-card">
        <h3>发票信息</h3>
        <div className="checkout-invoice">
          <Input addonBefore="发票抬头" maxLength={100} value={title} onChange={(e) => setInvoiceTitle(e.target.value)} data-testid="checkout-invoice-title" />
          <Input
            addonBefore="税号"
            maxLength={20}
            value={taxNumber}
            status={taxOk ? undefined : 'error'}
            placeholder="统一社会信用代码（选填）"
            onChange={(e) => setTaxNumber(e.target.value.trim().toUpperCase())}
            data-testid="checkout-tax-number"
          />
        </div>
      </section>

      <section className="checkout-card checkout-submit">
        <span>
          共 {groups.length} 个订单，应付总额 <b data-testid="checkout-total">{yuan(Math.round(total * 100) / 100)}</b>
        </span>
        <Button
          type="primary"
          danger
          size="large"
          loading={order.isPending}
          disabled={order.isPending || short.length > 0 || !chosenAddress}
          onClick={submit}
          data-testid="checkout-submit"
        >
          提交订单
        </Button>
      </section>

      <AddressDialog
        open={editing.open}
        address={addresses.find((a) => a.Id === editing.id) ?? null}
        onClose={() => setEditing({ open: false, id: null })}
        onSaved={(id) => setAddressId(id)}
      />
    </div>
  );
}
