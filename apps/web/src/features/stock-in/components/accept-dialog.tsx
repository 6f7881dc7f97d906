import type { TFillIn } from '@shanlian/contract';
import { Alert, Button, InputNumber, Modal, Skeleton, Table } from 'antd';
import { useEffect, useState } from 'react';
import { DialogFooter } from '../../../components/console-layout';
import { type PickedPerson, PersonPicker } from '../../../components/person-picker';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useStockInOp, useStockInWrite } from '../api';
import { acceptDefaults, acceptInput, acceptProblems } from '../rules/stock-in-rules';
import { TSi } from '../text';

/** 验收 (status 已送达): every line's accepted quantity (the delivered one by default) and a second person of the firm. */
export function AcceptDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const rec = useStockInOp('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: id ?? '' }, { enabled: !!id });
  const accept = useStockInWrite('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin');
  const submitKey = useSubmitKey(id);
  const [qty, setQty] = useState<Record<string, number | null>>({});
  const [witness, setWitness] = useState<PickedPerson | null>(null);
  const [picking, setPicking] = useState(false);
  const [tried, setTried] = useState(false);
  const lines = rec.data?.FD_FoodfirmfillindetailInfos ?? [];

  useEffect(() => {
    if (rec.data) setQty(acceptDefaults(rec.data.FD_FoodfirmfillindetailInfos));
  }, [rec.data]);
  useEffect(() => {
    if (!id) {
      setWitness(null);
      setTried(false);
    }
  }, [id]);

  const problems = acceptProblems(lines, qty);
  const submit = async () => {
    setTried(true);
    if (!id || problems.length > 0 || !witness) return;
    const r = await accept.run(acceptInput(id, witness.Id, lines, qty), { key: submitKey.key, success: TSi.done.accept });
    if (r) {
      submitKey.renew();
      onClose();
    }
  };

  return (
    <Modal
      open={!!id}
      title={TSi.acceptTitle}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onOk={submit} okText={TSi.accept} pending={accept.pending} testId="si-accept-ok" />}
    >
      <p className="si-muted">{TSi.acceptHint}</p>
      {rec.isLoading ? (
        <Skeleton active />
      ) : rec.error ? (
        <Alert type="error" title={rec.error.message} />
      ) : (
        <Table<TFillIn['FD_FoodfirmfillindetailInfos'][number]>
          rowKey="Id"
          size="small"
          pagination={false}
          dataSource={lines}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: TSi.productName, dataIndex: 'ProductName', render: (v: string, l) => `${v}${l.Specification ? `（${l.Specification}）` : ''}` },
            { title: TSi.batch, dataIndex: 'BatchNumber' },
            { title: TSi.quantity, dataIndex: 'Quantity', render: (v: number, l) => `${v} ${l.Unit}` },
            {
              title: TSi.acceptedQuantity,
              key: 'acc',
              render: (_, l) => (
                <InputNumber
                  min={0}
                  max={l.Quantity}
                  precision={0}
                  value={qty[l.Id] ?? null}
                  status={tried && problems.includes(l.ProductName) ? 'error' : undefined}
                  onChange={(v) => setQty((q) => ({ ...q, [l.Id]: v }))}
                  aria-label={`${l.ProductName} ${TSi.acceptedQuantity}`}
                  data-testid="si-accept-qty"
                  style={{ width: 110 }}
                />
              ),
            },
          ]}
        />
      )}
      {tried && problems.length > 0 && <Alert style={{ marginTop: 8 }} type="error" title={`${problems.join('、')}：${TSi.acceptedOver}`} />}
      <div className="si-witness">
        <span>
          <b className="si-required">*</b>
          {TSi.witness}：
        </span>
        {witness ? <b data-testid="si-witness-name">{witness.FullName}</b> : <span className="si-muted">—</span>}
        <Button size="small" onClick={() => setPicking(true)} data-testid="si-pick-witness">
          {witness ? TSi.repick : TSi.pick}
        </Button>
        {tried && !witness && <span className="si-error">{TSi.pickWitness}</span>}
      </div>
      <PersonPicker
        open={picking}
        title={TSi.pickWitness}
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
