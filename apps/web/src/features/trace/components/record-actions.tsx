import { MoreOutlined } from '@ant-design/icons';
import type { TFillIn, TFillInRow } from '@shanlian/contract';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useCan } from '../../../lib/use-can';
import { useServerFile, useStockInWrite } from '../api/stock-in';
import { type Action, actionsFor, type Side, type SidePerms } from '../rules/stock-in-rules';
import { TSi } from '../stock-in-text';
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

  const { modal } = App.useApp();

  /** One action: its words, look and what it does (after a confirmation when `ask` is set). */
  const spec = (a: Action, id: string): { label: string; primary?: boolean; danger?: boolean; ask?: string; run: () => unknown } | null => {
    switch (a) {
      case 'accept':
        return { label: TSi.accept, primary: true, run: () => setAccepting(id) };
      case 'ship':
        return { label: TSi.ship, primary: true, run: () => setShipping(id) };
      case 'review':
        return { label: TSi.review, primary: true, run: () => setReviewing(id) };
      case 'store':
        return { label: TSi.store, primary: true, ask: TSi.storeConfirm, run: () => store.run({ Id: id }, { success: TSi.done.store }) };
      case 'confirm':
        return { label: TSi.confirm, primary: true, ask: TSi.confirmConfirm, run: () => confirm.run({ Id: id }, { success: TSi.done.confirm }) };
      case 'deliver':
        return { label: TSi.deliver, primary: true, ask: TSi.deliverConfirm, run: () => deliver.run({ Id: id }, { success: TSi.done.deliver }) };
      case 'resume':
        return { label: TSi.resume, primary: true, ask: TSi.resumeConfirm, run: () => status.run({ Id: id, Status: 0 }, { success: TSi.done.resume }) };
      case 'edit':
        return { label: TSi.edit, run: () => setEditing(id) };
      case 'labels':
        return { label: TSi.labels, run: () => labels.run({ Id: id }) };
      case 'suspend':
        return { label: TSi.suspend, danger: true, ask: TSi.suspendConfirm, run: () => status.run({ Id: id, Status: 7 }, { success: TSi.done.suspend }) };
      case 'remove':
        return {
          label: TSi.remove,
          danger: true,
          ask: TSi.removeConfirm,
          run: async () => {
            if (await remove.run({ Id: id }, { success: TSi.done.remove })) onRemoved?.(id);
          },
        };
      default:
        return null;
    }
  };
  const perform = (x: NonNullable<ReturnType<typeof spec>>) => {
    if (!x.ask) return void x.run();
    modal.confirm({
      title: x.label,
      content: x.ask,
      okText: x.label,
      cancelText: TSi.cancel,
      okButtonProps: { danger: x.danger },
      onOk: async () => {
        await x.run();
      },
    });
  };

  const allowed = (rec: Rec) => actionsFor(side, rec, perms);
  /**
   * The record's buttons: all of them in the detail ('middle'); in a list row the primary one and
   * the next inline, the rest under 更多.
   */
  const buttons = (rec: Rec, size: 'small' | 'middle' = 'small') => {
    const list = allowed(rec)
      .filter((a) => RECORD_ACTIONS.includes(a))
      .map((a) => ({ a, x: spec(a, rec.Id) }))
      .filter((e): e is { a: Action; x: NonNullable<ReturnType<typeof spec>> } => e.x !== null);
    if (list.length === 0) return null;
    const inline = size === 'middle' ? list : list.slice(0, list.length > 3 ? 2 : 3);
    const more = size === 'middle' ? [] : list.slice(inline.length);
    const busy = (a: Action) => a === 'labels' && labels.pending && labels.variables?.Id === rec.Id;
    return (
      <span className="si-actions" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
        {inline.map(({ a, x }) => (
          <Button
            key={a}
            size={size}
            type={x.primary ? 'primary' : 'default'}
            danger={x.danger}
            loading={busy(a)}
            onClick={() => perform(x)}
            data-testid={`si-${a}`}
          >
            {x.label}
          </Button>
        ))}
        {more.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: more.map(({ a, x }) => ({ key: a, label: x.label, danger: x.danger, 'data-testid': `si-${a}` })),
              onClick: ({ key }) => {
                const hit = more.find((m) => m.a === key);
                if (hit) perform(hit.x);
              },
            }}
          >
            <Button size={size} icon={<MoreOutlined />} aria-label={TSi.more} data-testid="si-more" />
          </Dropdown>
        )}
      </span>
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

  return { perms, allowed, buttons, dialogs, openEntry: () => setEditing(''), openAccept: (id: string) => setAccepting(id) };
}
