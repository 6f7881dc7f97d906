import type { TPreviewGroup } from '@shanlian/contract';
import { CHECKOUT_MSG } from '@shanlian/contract/browser';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AntdScope } from '../../../components/antd-scope';
import { EmptyState } from '../../../components/empty-state';
import { Notice } from '../../../components/notice';
import { toast } from '../../../components/toast';
import { Btn, SkeletonLines } from '../../../components/ui';
import { yuan } from '../../../lib/format';
import { cartText } from '../../../lib/text';
import { checkoutText } from '../../../lib/text/checkout';
import { useMe } from '../../../lib/use-me';
import { useNow } from '../../../lib/use-now';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useAddresses } from '../api/addresses';
import { usePlaceOrder } from '../api/place-order';
import { useCheckoutDraft } from '../checkout-draft';
import { CheckoutGroup, opener } from '../components/checkout-group';
import { dayLabel, groupKey, mondayOf, type OrderChoice, purchaseOf, type Swap, swapsParam, withoutSwap, withSwap } from '../purchase';
import '../checkout.css';
import { messageOf } from '../../../api/errors';

/** The week box until antd's Select arrives: the same box and value; a click opens the Select once there. */
const weekShell = (week: string, onClick: () => void) => (
  <button
    type="button"
    className="checkout-select-shell checkout-week-shell"
    aria-label={checkoutText.deliveryWeek}
    {...opener(onClick)}
    data-testid="checkout-week"
  >
    {checkoutText.weekOption(dayLabel(week))}
  </button>
);

// antd's parts of the checkout come after its first screen: the week box, and the address form when opened
const WeekSelect = lazy(() => import('../components/week-select'));
const AddressDialog = lazy(() => import('../components/address-dialog').then((m) => ({ default: m.AddressDialog })));

const TAX_NUMBER = /^[0-9A-Z]{15,20}$/;

/** Each group keeps a choice that is still offered; one without gets its first offered slot. */
function settledChoices(groups: TPreviewGroup[], choices: ReturnType<typeof useCheckoutDraft>['draft']['choices']) {
  let changed = false;
  const next = { ...choices };
  for (const g of groups) {
    const k = groupKey(g);
    const c = next[k];
    if (c && g.DeliverySlots.some((s) => s.Date === c.date && s.Slot === c.slot)) continue;
    const first = g.DeliverySlots[0];
    // a plan's day with nothing offered keeps its note and waits for the problem to be solved
    if (c && !first) continue;
    next[k] = { date: g.DateFixed ? g.DeliveryDate : (first?.Date ?? null), slot: first?.Slot ?? null, remark: c?.remark ?? '' };
    changed = true;
  }
  return changed ? next : null;
}

/**
 * 订单确认 of every way of buying — cart lines, buy now, weekly nutrition packages, ingredient
 * plans, dishes for N portions: address, per order (supplier and day) the slot and a note,
 * freight and 起送, invoice, and the money before anything is ordered. What is filled in
 * survives a refresh and back/forward for the session.
 */
export default function CheckoutPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data: me } = useMe();
  const purchase = useMemo(() => purchaseOf(params), [params]);
  const previewQ = useQuery<TPreviewGroup[]>({
    queryKey: ['checkout', 'preview', params.toString()],
    queryFn: () => (purchase as NonNullable<typeof purchase>).preview(),
    enabled: !!purchase,
    retry: false,
    // a swap or another week keeps the page while the new preview comes
    placeholderData: keepPreviousData,
  });
  const addressesQ = useAddresses();
  const { draft, update, clear } = useCheckoutDraft(purchase?.draftKey ?? '');
  const [editing, setEditing] = useState<{ open: boolean; id: string | null }>({ open: false, id: null });
  // the address form, loaded on its first opening, stays mounted afterwards (its closing animation)
  const [dialogWanted, setDialogWanted] = useState(false);
  const openEditor = (id: string | null) => {
    setDialogWanted(true);
    setEditing({ open: true, id });
  };
  const invoiceId = useId();
  // antd's Selects come once the buyer reaches for the page (a press, a key, a focus), not with its first screen
  const [live, setLive] = useState(false);
  const want = () => setLive(true);
  const [weekOpening, setWeekOpening] = useState(false);
  const submitKey = useSubmitKey(params.toString());
  const place = usePlaceOrder();
  const today = new Date(useNow(60_000) + 8 * 3_600_000).toISOString().slice(0, 10);

  const addresses = addressesQ.data ?? [];
  const chosenAddress = addresses.find((a) => a.Id === draft.addressId) ?? addresses.find((a) => a.IsDefault) ?? addresses[0] ?? null;
  const groups = previewQ.data ?? [];
  useEffect(() => {
    update((d) => {
      const next = settledChoices(groups, d.choices);
      return next ? { choices: next } : {};
    });
  }, [groups, update]);
  const title = draft.invoiceTitle ?? me?.FirmName ?? '';
  const taxNumber = draft.taxNumber;
  const total = groups.reduce((s, g) => s + Math.round(g.TotalAmount * 100), 0) / 100;
  const short = groups.filter((g) => !g.MeetsMinimum);
  const undeliverable = groups.filter((g) => g.DeliveryProblem);
  const taxOk = taxNumber === '' || TAX_NUMBER.test(taxNumber);
  const swappedTo = new Set(purchase?.swaps.map((s) => s.ToFoodSaleShelfId));
  const shownWeek = purchase?.weekStart ?? (groups[0]?.DeliveryDate ? mondayOf(groups[0].DeliveryDate) : null);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const setSwaps = (swaps: Swap[]) => setParam('swaps', swapsParam(swaps) || null);

  const submit = async () => {
    if (place.isPending || !purchase) return;
    if (!chosenAddress) return void toast.warning(CHECKOUT_MSG.addressRequired);
    if (undeliverable.length) return void toast.warning(checkoutText.cannotDeliver);
    if (short.length) return void toast.warning(checkoutText.belowMinimum(short[0]?.SupplyFirmName ?? ''));
    if (!taxOk) return void toast.warning(checkoutText.taxInvalid);
    const orders: OrderChoice[] = groups.map((g) => {
      const c = draft.choices[groupKey(g)];
      return {
        SupplyFirmId: g.SupplyFirmId,
        DeliveryDate: g.DateFixed ? g.DeliveryDate : (c?.date ?? null),
        DeliverySlot: c?.slot ?? null,
        Remark: c?.remark || null,
      };
    });
    try {
      const made = await place.mutateAsync({
        purchase,
        common: { AddressId: chosenAddress.Id, InvoiceTitle: title.trim() || null, TaxNumber: taxNumber || null },
        orders,
        key: submitKey.key,
      });
      clear();
      submitKey.renew();
      toast.success(cartText.orderPlaced(made.length));
      navigate('/eshop/store/order');
    } catch (e) {
      toast.error(messageOf(e, checkoutText.submitFailed));
      void previewQ.refetch();
    }
  };

  if (!purchase || (previewQ.error && !previewQ.data))
    return (
      <div className="checkout">
        <div className="checkout-card" data-testid="checkout-invalid">
          <EmptyState description={previewQ.error instanceof Error ? checkoutText.chooseAgain(previewQ.error.message) : checkoutText.nothing}>
            <Link to={purchase?.back.to ?? '/eshop/store/cart'} className="sl-btn sl-btn-primary">
              {purchase?.back.label ?? checkoutText.backToCart}
            </Link>
          </EmptyState>
        </div>
      </div>
    );
  if (previewQ.isLoading || addressesQ.isLoading)
    return (
      <div className="checkout">
        <div className="checkout-card">
          <SkeletonLines rows={3} />
        </div>
        <div className="checkout-card">
          <SkeletonLines rows={6} />
        </div>
      </div>
    );

  return (
    <div className="checkout" data-testid="checkout" data-kind={purchase.kind} onPointerDownCapture={want} onKeyDownCapture={want} onFocusCapture={want}>
      <div className="checkout-head">
        <h2>{checkoutText.title}</h2>
        <span className="sl-tag">{purchase.title}</span>
        <Link to={purchase.back.to}>{purchase.back.label}</Link>
      </div>
      {previewQ.error instanceof Error && <Notice type="error" title={previewQ.error.message} />}
      {purchase.hint && <Notice type="info" title={purchase.hint} />}
      {purchase.kind === 'weeks' && shownWeek && (
        <section className="checkout-card checkout-week">
          <span>{checkoutText.deliveryWeek}</span>
          {live ? (
            <AntdScope fallback={weekShell(shownWeek, () => {})}>
              <WeekSelect week={shownWeek} today={today} loading={previewQ.isFetching} opening={weekOpening} onChange={(m) => setParam('week', m)} />
            </AntdScope>
          ) : (
            weekShell(shownWeek, () => {
              setWeekOpening(true);
              want();
            })
          )}
        </section>
      )}
      <section className="checkout-card">
        <h3>
          {checkoutText.address}
          <Btn variant="link" onClick={() => openEditor(null)} data-testid="checkout-add-address">
            {checkoutText.addAddress}
          </Btn>
        </h3>
        {addresses.length === 0 ? (
          <Notice type="warning" title={checkoutText.noAddress} />
        ) : (
          <div className="checkout-addresses">
            {addresses.map((a) => (
              <div key={a.Id} className={`checkout-address${chosenAddress?.Id === a.Id ? ' is-chosen' : ''}`} data-testid="checkout-address">
                <button type="button" className="checkout-address-pick" aria-pressed={chosenAddress?.Id === a.Id} onClick={() => update({ addressId: a.Id })}>
                  <div className="checkout-address-who">
                    {a.Contact} {a.Phone} {a.IsDefault && <span className="sl-tag sl-tag-red">{checkoutText.defaultTag}</span>}
                  </div>
                  <div className="checkout-address-text">{a.Address}</div>
                </button>
                <Btn variant="link" size="small" style={{ padding: 0 }} onClick={() => openEditor(a.Id)}>
                  {checkoutText.edit}
                </Btn>
              </div>
            ))}
          </div>
        )}
      </section>

      {groups.map((g) => {
        const k = groupKey(g);
        return (
          <CheckoutGroup
            key={k}
            group={g}
            choice={draft.choices[k]}
            onChoice={(patch) => update((d) => ({ choices: { ...d.choices, [k]: { ...(d.choices[k] ?? { date: null, slot: null, remark: '' }), ...patch } } }))}
            swappedTo={swappedTo}
            onSwap={(shown, to) => setSwaps(withSwap(purchase.swaps, shown, to))}
            onUnswap={(to) => setSwaps(withoutSwap(purchase.swaps, to))}
            fromCart={purchase.kind === 'cart'}
            live={live}
            onWant={want}
          />
        );
      })}

      <section className="checkout-card">
        <h3>{checkoutText.invoice}</h3>
        <div className="checkout-invoice">
          {/* antd's Input with a label before it, drawn plain */}
          <span className="checkout-addon-input">
            <label className="checkout-addon" htmlFor={`${invoiceId}-title`}>
              {checkoutText.invoiceTitle}
            </label>
            <input
              id={`${invoiceId}-title`}
              className="sl-input"
              maxLength={100}
              value={title}
              onChange={(e) => update({ invoiceTitle: e.target.value })}
              data-testid="checkout-invoice-title"
            />
          </span>
          <span className="checkout-addon-input">
            <label className="checkout-addon" htmlFor={`${invoiceId}-tax`}>
              {checkoutText.taxNumber}
            </label>
            <input
              id={`${invoiceId}-tax`}
              className={`sl-input${taxOk ? '' : ' is-error'}`}
              maxLength={20}
              value={taxNumber}
              aria-invalid={taxOk ? undefined : true}
              placeholder={checkoutText.taxPlaceholder}
              onChange={(e) => update({ taxNumber: e.target.value.trim().toUpperCase() })}
              data-testid="checkout-tax-number"
            />
          </span>
        </div>
      </section>

      <section className="checkout-card checkout-submit">
        <span>
          {checkoutText.total(groups.length)} <b data-testid="checkout-total">{yuan(total)}</b>
        </span>
        <Btn
          variant="primary"
          danger
          size="large"
          loading={place.isPending}
          disabled={place.isPending || previewQ.isFetching || short.length > 0 || undeliverable.length > 0 || !chosenAddress}
          onClick={submit}
          data-testid="checkout-submit"
        >
          {checkoutText.submit}
        </Btn>
      </section>

      {dialogWanted && (
        <AntdScope fallback={null}>
          <AddressDialog
            open={editing.open}
            address={addresses.find((a) => a.Id === editing.id) ?? null}
            onClose={() => setEditing({ open: false, id: null })}
            onSaved={(id) => update({ addressId: id })}
          />
        </AntdScope>
      )}
    </div>
  );
}
