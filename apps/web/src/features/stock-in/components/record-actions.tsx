import type { TFillIn, TFillInRow } from '@shanlian/contract';
import { Button, Popconfirm, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useCan } from '../../../lib/use-can';
import { useServerFile, useStockInWrite } from '../api';
import { type Action, actionsFor, type Side, type SidePerms } from '../rules/stock-in-rules';
import { TSi } from '../text';
import { AcceptDialog } from './accept-dialog';
import { EntryDialog } from './entry-dialog';
import { ReviewDialog, ShipDialog } from './line-dialogs';

/** The permissions behind a side's buttons. */
export function useSidePerms(side: Side): SidePerms & { exportable: boolean } {
  const can = useCan();
  if (side === 'supervision')
    return {
      view: can('supervision-stock-in:view'),
      edit: false,
      remove: false,
      review: can('supervision-stock-in:review'),
      exportable: can('supervision-stock-in:export'),
    };
  const r = side === 'buyer' ? 'stock-in' : 'supplier-stock-in';
  return { view: can(`${r}:view`), edit: can(`${r}:edit`), remove: can(`${r}:delete`), review: false, exportable: can(`${r}:export`) };
}

type Rec = Pick<TFillInRow | TFillIn, 'Id' | 'Status' | 'Source'>;

/** Actions that work on the whole record; the per-line ones (快检, 退换货, 证明) live in the detail. */
const RECORD_ACTIONS: readonly Action[] = ['accept', 'store', 'confirm', 'ship', 'deliver', 'review', 'edit', 'suspend', 'resume', 'labels', 'remove'];

/**
 * The record-level buttons of a side and the dialogs they open. `buttons(rec)` draws the actions
 * the record allows (primary ones first); `dialogs` is rendered once by the page.
 */
export function useRecordActions(side: Side, onRemoved?: (id: string) => void) {
  const perms = useSidePerms(side);
  const [accepting, setAccepting] = useState<string | null>(null);
  const [shipping, setShipping] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const store = useStockInWrite('FD_Foodfirmfillin/StoreFD_Foodfirmfillin');
  const status = useStockInWrite('FD_Foodfirmfillin/UpdateStatus');
  const confirm = useStockInWrite('FD_Foodfirmfillin/ConfirmFD_Foodfirmfillin');
  const deliver = useStockInWrite('FD_Foodfirmfillin/DeliverFD_Foodfirmfillin');
  const remove = useStockInWrite('FD_Foodfirmfillin/DeleteFD_Foodfirmfillin');
  const labels = useServerFile('FD_Foodfirmfillin/PrintLabels', 'open');

  const confirmed = (key: string, text: string, okText: string, onOk: () => unknown, btn: ReactNode, danger = false) => (
    <Popconfirm key={key} title={text} okText={okText} cancelText={TSi.cancel} okButtonProps={{ danger }} onConfirm={() => onOk()}>
      {btn}
    </Popconfirm>
  );

  const button = (a: Action, rec: Rec, size: 'small' | 'middle'): ReactNode => {
    const id = rec.Id;
    const b = (label: string, onClick?: () => void, opts: { primary?: boolean; danger?: boolean; loading?: boolean } = {}) => (
      <Button
        key={a}
        size={size}
        type={opts.primary ? 'primary' : 'default'}
        danger={opts.danger}
        loading={opts.loading}
        onClick={(e) => {
          e.stopPropagation();
          onClick?.();
        }}
        data-testid={`si-${a}`}
      >
        {label}
      </Button>
    );
    switch (a) {
      case 'accept':
        return b(TSi.accept, () => setAccepting(id), { primary: true });
      case 'ship':
        return b(TSi.ship, () => setShipping(id), { primary: true });
      case 'review':
        return b(TSi.review, () => setReviewing(id), { primary: true });
      case 'edit':
        return b(TSi.edit, () => setEditing(id));
      case 'labels':
        return b(TSi.labels, () => labels.run({ Id: id }), { loading: labels.pending && labels.variables?.Id === id });
      case 'store':
        return confirmed(a, TSi.storeConfirm, TSi.store, () => store.run({ Id: id }, { success: TSi.done.store }), b(TSi.store, undefined, { primary: true }));
      case 'confirm':
        return confirmed(
          a,
          TSi.confirmConfirm,
          TSi.confirm,
          () => confirm.run({ Id: id }, { success: TSi.done.confirm }),
          b(TSi.confirm, undefined, { primary: true }),
        );
      case 'deliver':
        return confirmed(
          a,
          TSi.deliverConfirm,
          TSi.deliver,
          () => deliver.run({ Id: id }, { success: TSi.done.deliver }),
          b(TSi.deliver, undefined, { primary: true }),
        );
      case 'suspend':
        return confirmed(a, TSi.suspendConfirm, TSi.suspend, () => status.run({ Id: id, Status: 7 }, { success: TSi.done.suspend }), b(TSi.suspend), true);
      case 'resume':
        return confirmed(
          a,
          TSi.resumeConfirm,
          TSi.resume,
          () => status.run({ Id: id, Status: 0 }, { success: TSi.done.resume }),
          b(TSi.resume, undefined, { primary: true }),
        );
      case 'remove':
        return confirmed(
          a,
          TSi.removeConfirm,
          TSi.remove,
          async () => {
            if (await remove.run({ Id: id }, { success: TSi.done.remove })) onRemoved?.(id);
          },
          b(TSi.remove, undefined, { danger: true }),
          true,
        );
      default:
        return null;
    }
  };

  const allowed = (rec: Rec) => actionsFor(side, rec, perms);
  const buttons = (rec: Rec, size: 'small' | 'middle' = 'small') => {
    const list = allowed(rec).filter((a) => RECORD_ACTIONS.includes(a));
    if (list.length === 0) return null;
    return (
      <Space size={6} wrap onClick={(e) => e.stopPropagation()}>
        {list.map((a) => button(a, rec, size))}
      </Space>
    );
  };

  const dialogs = (
    <>
      <AcceptDialog id={accepting} onClose={() => setAccepting(null)} />
      <ShipDialog id={shipping} onClose={() => setShipping(null)} />
      <ReviewDialog id={reviewing} onClose={() => setReviewing(null)} />
      {side !== 'supervision' && <EntryDialog side={side} editId={editing} onClose={() => setEditing(null)} />}
    </>
  );

  return { perms, allowed, buttons, dialogs, openEntry: () => setEditing('') };
}
