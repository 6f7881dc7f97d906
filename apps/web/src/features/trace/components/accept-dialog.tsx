import type { TFillIn } from '@shanlian/contract';
import { FILL_IN_STATUS_NAMES, formatChinaDate, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Modal, Skeleton, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { deliveryApi } from '../../../api/delivery';
import { traceApi } from '../../../api/trace';
import { DialogFooter } from '../../../components/console-layout';
import { type DocFile, DocUpload } from '../../../components/doc-upload';
import { NumberInput } from '../../../components/number-input';
import { PersonPicker, type PickedPerson } from '../../../components/person-picker';
import { useNow } from '../../../lib/use-now';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useStockInOp, useStockInWrite } from '../api/stock-in';
import { acceptDefaults, acceptInput, acceptProblems, expiryStates, takenIn, temperatureDefaults } from '../rules/stock-in-rules';
import { TSi } from '../stock-in-text';

type Line = TFillIn['FD_FoodfirmfillindetailInfos'][number];

/**
 * 验收 at the kitchen door (已发货 or 已送达), laid out for a phone: per line the accepted quantity
 * (the delivered one by default) and the temperature (prefilled from the cold chain's last reading
 * for chilled and frozen goods), photos, a second person of the firm, and the near-expiry
 * confirmation the server asks for.
 */
export function AcceptDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const rec = useStockInOp('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: id ?? '' }, { enabled: !!id });
  // the run's readings, when the record came on one (a record without a run answers 404: nothing to prefill)
  const run = useQuery({
    queryKey: [...traceApi.keys.all, 'cold-chain', id],
    queryFn: () => deliveryApi.call('DST_Distorder/GetDistorder', { foodFirmFillInId: id ?? '' }),
    enabled: !!id,
    retry: false,
  });
  const accept = useStockInWrite('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin');
  const submitKey = useSubmitKey(id);
  const now = useNow(60_000);
  const [qty, setQty] = useState<Record<string, number | null>>({});
  const [temp, setTemp] = useState<Record<string, number | null>>({});
  const [photos, setPhotos] = useState<DocFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [nearOk, setNearOk] = useState(false);
  const [witness, setWitness] = useState<PickedPerson | null>(null);
  const [picking, setPicking] = useState(false);
  const [tried, setTried] = useState(false);
  const lines = rec.data?.FD_FoodfirmfillindetailInfos ?? [];
  const route = run.data?.Route ?? [];
  const lastReading = route.length ? route[route.length - 1]?.Temperature : null;

  useEffect(() => {
    if (rec.data) setQty(acceptDefaults(rec.data.FD_FoodfirmfillindetailInfos));
  }, [rec.data]);
  useEffect(() => {
    if (rec.data && !run.isLoading) setTemp(temperatureDefaults(rec.data.FD_FoodfirmfillindetailInfos, lastReading));
  }, [rec.data, run.isLoading, lastReading]);
  useEffect(() => {
    if (!id) {
      setWitness(null);
      setTried(false);
      setPhotos([]);
      setNearOk(false);
    }
  }, [id]);

  const states = useMemo(() => expiryStates(lines, formatChinaDate(now)), [lines, now]);
  const problems = acceptProblems(lines, qty);
  const expired = takenIn(lines, qty, states, 'expired');
  const near = takenIn(lines, qty, states, 'near');
  const submit = async () => {
    setTried(true);
    if (!id || problems.length > 0 || !witness || expired.length > 0 || (near.length > 0 && !nearOk) || uploading) return;
    const input = acceptInput(id, witness.Id, lines, qty, { temperature: temp, fileIds: photos.map((p) => p.Id), confirmNearExpiry: nearOk });
    const r = await accept.run(input, { key: submitKey.key, success: TSi.done.accept });
    if (r) {
      submitKey.renew();
      onClose();
    }
  };
  const acceptable = !rec.data || rec.data.Status === 3 || rec.data.Status === 4;

  return (
    <Modal
      open={!!id}
      title={rec.data ? `${TSi.acceptTitle} · ${rec.data.FillInNo}` : TSi.acceptTitle}
      width={760}
      className="si-accept"
      onCancel={onClose}
      destroyOnHidden
      footer={
        acceptable ? <DialogFooter onCancel={onClose} onOk={submit} okText={TSi.accept} pending={accept.pending || uploading} testId="si-accept-ok" /> : null
      }
    >
      {rec.isLoading ? (
        <Skeleton active />
      ) : rec.error ? (
        <Alert type="error" title={rec.error.message} />
      ) : !acceptable ? (
        <Alert type="info" title={TSi.scanNotAcceptable(FILL_IN_STATUS_NAMES[rec.data?.Status ?? 0] ?? '')} data-testid="si-not-acceptable" />
      ) : (
        <>
          <p className="si-muted">
            {rec.data?.SupplyFirmName} · {rec.data?.StatusName}
          </p>
          <p className="si-muted">{TSi.acceptHint}</p>
          <div className="si-accept-lines">
            {lines.map((l) => (
              <LineCard
                key={l.Id}
                line={l}
                state={states[l.Id]}
                qty={qty[l.Id] ?? null}
                temp={temp[l.Id] ?? null}
                prefilled={temp[l.Id] !== null && temp[l.Id] !== undefined && temp[l.Id] === lastReading}
                bad={tried && problems.includes(l.ProductName)}
                onQty={(v) => setQty((q) => ({ ...q, [l.Id]: v }))}
                onTemp={(v) => setTemp((t) => ({ ...t, [l.Id]: v }))}
              />
            ))}
          </div>
          {tried && problems.length > 0 && <Alert style={{ marginTop: 8 }} type="error" title={`${problems.join('、')}：${TSi.acceptedOver}`} />}
          {expired.length > 0 && <Alert style={{ marginTop: 8 }} type="error" title={TSi.expiredBlock(expired.join('、'))} data-testid="si-expired" />}
          {near.length > 0 && (
            <Alert
              style={{ marginTop: 8 }}
              type="warning"
              title={
                <Checkbox checked={nearOk} onChange={(e) => setNearOk(e.target.checked)} data-testid="si-near-confirm">
                  {TSi.nearConfirm(near.join('、'))}
                </Checkbox>
              }
              description={tried && !nearOk ? <span className="si-error">{TSi.nearRequired}</span> : undefined}
            />
          )}
          <div className="si-accept-photos">
            <span>{TSi.photos}：</span>
            <DocUpload
              value={photos}
              onChange={setPhotos}
              moduleType={UPLOAD_MODULE_TYPE.receipt}
              max={9}
              onBusyChange={setUploading}
              label={TSi.photosHint}
              testId="si-accept-photos"
            />
          </div>
          <div className="si-witness">
            <span>
              <b className="si-required">*</b>
              {TSi.witness}：
            </span>
            {witness ? <b data-testid="si-witness-name">{witness.FullName}</b> : <span className="si-muted">—</span>}
            <Button onClick={() => setPicking(true)} data-testid="si-pick-witness">
              {witness ? TSi.repick : TSi.pick}
            </Button>
            {tried && !witness && <span className="si-error">{TSi.pickWitness}</span>}
          </div>
        </>
      )}
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

/** One delivered line as a card: what came, its batch and expiry, and the two figures taken at the door. */
function LineCard(props: {
  line: Line;
  state: string | undefined;
  qty: number | null;
  temp: number | null;
  prefilled: boolean;
  bad: boolean;
  onQty: (v: number | null) => void;
  onTemp: (v: number | null) => void;
}) {
  const { line: l } = props;
  return (
    <div className="si-accept-line" data-testid="si-accept-line">
      <div className="si-accept-line-head">
        <b>{l.ProductName}</b>
        {l.Specification && <span className="si-muted">（{l.Specification}）</span>}
        {props.state === 'expired' && <Tag color="red">{TSi.expiredTag}</Tag>}
        {props.state === 'near' && <Tag color="orange">{TSi.nearTag}</Tag>}
      </div>
      <div className="si-muted si-accept-line-facts">
        {TSi.batch} {l.BatchNumber} · {TSi.productDate} {l.ProductDate}
        {l.ExpiryDate ? ` · ${TSi.expiry} ${l.ExpiryDate}` : ''}
        {l.Storage ? ` · ${l.Storage}` : ''}
      </div>
      <div className="si-accept-line-inputs">
        <div className="si-accept-field">
          <label htmlFor={`si-q-${l.Id}`}>
            {TSi.acceptedQuantity}（{TSi.quantity} {l.Quantity} {l.Unit}）
          </label>
          <NumberInput
            id={`si-q-${l.Id}`}
            min={0}
            max={l.Quantity}
            precision={0}
            inputMode="numeric"
            value={props.qty}
            status={props.bad ? 'error' : undefined}
            onChange={(v) => props.onQty(v)}
            aria-label={`${l.ProductName} ${TSi.acceptedQuantity}`}
            data-testid="si-accept-qty"
          />
        </div>
        <div className="si-accept-field">
          <label htmlFor={`si-t-${l.Id}`}>{TSi.temperature}</label>
          <NumberInput
            id={`si-t-${l.Id}`}
            min={-40}
            max={60}
            step={0.1}
            precision={1}
            inputMode="decimal"
            value={props.temp}
            onChange={(v) => props.onTemp(v)}
            aria-label={`${l.ProductName} ${TSi.temperature}`}
            data-testid="si-accept-temp"
          />
        </div>
      </div>
      {props.prefilled && <div className="si-muted si-accept-line-note">{TSi.temperatureFromColdChain}</div>}
    </div>
  );
}
