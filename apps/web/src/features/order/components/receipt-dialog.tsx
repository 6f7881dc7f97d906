import type { TOrder, TOrderLine } from '@shanlian/contract';
import { NEAR_EXPIRY_ASK } from '@shanlian/contract/browser';
import { Alert, App, Button, Grid, Modal, Table, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { CappedNumber } from '../../../components/capped-number';
import { LineProduct } from '../../../components/line-product';
import { PersonPicker, type PickedPerson } from '../../../components/person-picker';
import { yuan } from '../../../lib/format';
import { orderText } from '../../../lib/text';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useReceiveOrder } from '../api/order-mutations';
import { TA } from '../order-text';
import { initialReceipt, isValidReceived, type ReceiptQuantities, receiptLines, receiptTotals, returnOf } from '../rules/receipt';
import './receipt-dialog.css';
import { messageOf } from '../../../api/errors';

/**
 * 确认收货 with the quantity that actually arrived, line by line (0 to what was ordered); the rest
 * is registered as a return the supplier must handle. One call, however many clicks.
 */
export function ReceiptDialog({ order, onClose }: { order: TOrder | null; onClose: () => void }) {
  const { message, modal } = App.useApp();
  // on a phone the five columns left the product none: price and ordered go under the product, the return under the input
  const narrow = Grid.useBreakpoint().md === false;
  const receive = useReceiveOrder();
  // a shipped order is received at the door by two people: its record's 验收人 and 复核人
  const shipped = order?.Status === 3;
  const [witness, setWitness] = useState<PickedPerson | null>(null);
  const [picking, setPicking] = useState(false);
  const submitKey = useSubmitKey(order?.Id);
  const lines = order?.B2B_ElectricityorderdetailInfos ?? [];
  const [quantities, setQuantities] = useState<ReceiptQuantities>({});
  // The button's disabled state arrives a render late; this stops a quick second click at once.
  const inFlight = useRef(false);

  useEffect(() => {
    if (order) setQuantities(initialReceipt(order.B2B_ElectricityorderdetailInfos));
    setWitness(null);
  }, [order]);

  const wire = receiptLines(lines, quantities);
  const totals = receiptTotals(lines, quantities);

  const submit = async (confirmNearExpiry = false) => {
    if (!order || inFlight.current) return;
    if (!wire) return void message.warning(orderText.receiptQtyRequired);
    if (shipped && !witness) return void message.warning(TA.receiptWitnessRequired);
    inFlight.current = true;
    try {
      await receive.mutateAsync({ id: order.Id, lines: wire, key: submitKey.key, witnessUserId: witness?.Id ?? null, confirmNearExpiry });
      submitKey.renew();
      message.success(orderText.received);
      onClose();
    } catch (e) {
      const text = messageOf(e);
      // near-expiry goods are taken only knowingly: ask, then send again with the confirmation
      if (!confirmNearExpiry && text.endsWith(NEAR_EXPIRY_ASK)) {
        submitKey.renew();
        modal.confirm({ title: TA.receiptNearTitle, content: text, okText: TA.receiptNearOk, cancelText: orderText.cancelText, onOk: () => submit(true) });
      } else message.error(text);
    } finally {
      inFlight.current = false;
    }
  };

  const receivedInput = (l: TOrderLine) => (
    <CappedNumber
      min={0}
      max={l.SealNumber}
      capText={orderText.receiptCapped(l.SealNumber, l.Unit)}
      capTestId="receipt-capped"
      precision={0}
      step={1}
      value={quantities[l.Id]}
      status={isValidReceived(l.SealNumber, quantities[l.Id]) ? undefined : 'error'}
      onChange={(v) => setQuantities((q) => ({ ...q, [l.Id]: v }))}
      style={{ width: 96 }}
      aria-label={`${l.ProductName}${orderText.col.received}`}
      data-testid="receipt-qty"
    />
  );
  const returned = (l: TOrderLine) => {
    const n = returnOf(l.SealNumber, quantities[l.Id]);
    return (
      <span className={n > 0 ? 'receipt-return is-short' : 'receipt-return'} data-testid="receipt-return">
        {n}
      </span>
    );
  };

  const columns: TableColumnsType<TOrderLine> = narrow
    ? [
        {
          title: orderText.col.product,
          key: 'product',
          render: (_, l) => (
            <div className="receipt-narrow-product">
              <LineProduct line={l} size={40} />
              <div className="receipt-narrow-facts">
                {yuan(l.Price)} · {orderText.col.ordered} {l.SealNumber} {l.Unit}
              </div>
            </div>
          ),
        },
        {
          title: orderText.col.received,
          key: 'received',
          width: 128,
          render: (_, l) => (
            <div className="receipt-narrow-qty">
              {receivedInput(l)}
              <div className="receipt-narrow-facts">
                {orderText.col.returnQty} {returned(l)}
              </div>
            </div>
          ),
        },
      ]
    : [
        { title: orderText.col.product, key: 'product', render: (_, l) => <LineProduct line={l} size={44} /> },
        { title: orderText.col.price, dataIndex: 'Price', width: 90, align: 'right', render: (v: number) => yuan(v) },
        { title: orderText.col.ordered, dataIndex: 'SealNumber', width: 86, align: 'center', render: (v: number, l) => `${v} ${l.Unit}` },
        { title: orderText.col.received, key: 'received', width: 150, align: 'center', render: (_, l) => receivedInput(l) },
        { title: orderText.col.returnQty, key: 'return', width: 86, align: 'center', render: (_, l) => returned(l) },
      ];

  return (
    <Modal
      open={order != null}
      title={orderText.receiptTitle}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: !receive.isPending }}
      footer={
        <div className="receipt-footer">
          <span className="receipt-totals">{orderText.receiptTotals(totals.received, totals.returned)}</span>
          <Button onClick={onClose} disabled={receive.isPending}>
            {orderText.cancelText}
          </Button>
          <Button type="primary" loading={receive.isPending} disabled={!wire || receive.isPending} onClick={() => submit()} data-testid="receipt-submit">
            {receive.isPending ? orderText.executing : orderText.receiptSubmit}
          </Button>
        </div>
      }
    >
      <div data-testid="receipt-dialog">
        <Alert type="info" showIcon title={TA.receiptHint} style={{ marginBottom: 12 }} />
        <Table<TOrderLine> rowKey="Id" size="small" columns={columns} dataSource={lines} pagination={false} scroll={{ y: 420 }} />
        {shipped && (
          <div className="receipt-witness">
            <span>{TA.receiptWitness}：</span>
            {witness ? <b data-testid="receipt-witness-name">{witness.FullName}</b> : <span>—</span>}
            <Button size="small" onClick={() => setPicking(true)} data-testid="receipt-pick-witness">
              {witness ? TA.receiptRepick : TA.receiptPick}
            </Button>
          </div>
        )}
      </div>
      <PersonPicker
        open={picking}
        title={TA.receiptWitness}
        value={witness ? [witness] : []}
        onCancel={() => setPicking(false)}
        onConfirm={(p) => {
          setWitness(p[0] ?? null);
          setPicking(false);
        }}
      />
    </Modal>
  );
}
