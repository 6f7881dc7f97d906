import { DownloadOutlined, NodeIndexOutlined } from '@ant-design/icons';
import type { TLedgerRow } from '@shanlian/contract';
import { encodeTraceBlob, ledgerExpiryNote } from '@shanlian/contract/browser';
import { Alert, Button, Card, Skeleton, Table, type TableColumnsType, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { traceApi } from '../../../api/trace';
import { AdminFilters, DateRangeFilter, SearchBox, SizedPager, usePageAndSize } from '../../../components/admin-table';
import { useNarrow } from '../../../components/console-layout';
import { type DocFile, DocThumbs } from '../../../components/doc-upload';
import { EmptyState } from '../../../components/empty-state';
import { ledgerText } from '../../../lib/text/ledger';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import '../ledger.css';

const { usePaged, useExport } = traceApi;
const L = ledgerText;

interface Filter {
  range: [Dayjs, Dayjs] | null;
  supplier: string;
  product: string;
}
const EMPTY: Filter = { range: null, supplier: '', product: '' };

/** The server's filter: whole China-time days, names as typed. */
function toInput(f: Filter) {
  return {
    StartTime: f.range ? `${f.range[0].format('YYYY-MM-DD')}T00:00:00+08:00` : null,
    EndTime: f.range ? `${f.range[1].format('YYYY-MM-DD')}T23:59:59+08:00` : null,
    SupplyFirmName: f.supplier.trim() || null,
    SearchName: f.product.trim() || null,
  };
}

const traceLink = (id: string) => `/eshop/store/retrospect?Id=${encodeTraceBlob(id, 2)}`;
const certsOf = (r: TLedgerRow): DocFile[] => r.Certificates.map((c) => ({ Id: c.Id, FileUrl: c.FileUrl, FileName: c.FileName }));
const licencesOf = (r: TLedgerRow): DocFile[] =>
  r.Licenses.filter((l): l is typeof l & { FileUrl: string } => !!l.FileUrl).map((l) => ({ Id: l.Id, FileUrl: l.FileUrl, FileName: l.Name }));
const qty = (r: TLedgerRow) => `${r.Quantity}${r.Unit} / ${r.AcceptedQuantity ?? '—'}${r.AcceptedQuantity != null ? r.Unit : ''}`;
const shelf = (r: TLedgerRow) => (r.ShelfLife > 0 ? `${L.days(r.ShelfLife)} / ${r.ExpiryDate ?? '—'}` : '—');

function Certificates({ r, size }: { r: TLedgerRow; size: number }) {
  const certs = certsOf(r);
  const lic = licencesOf(r);
  return (
    <div className="ledger-cell">
      {certs.length ? <DocThumbs files={certs} size={size} testId="ledger-certificates" /> : <span className="ledger-muted">{L.noCertificate}</span>}
      {lic.length > 0 && (
        <>
          <span className="ledger-muted">{L.licences}</span>
          <DocThumbs files={lic} size={size - 8} />
        </>
      )}
    </div>
  );
}

/** /eshop/store/ledger — 进货查验记录: every accepted line with the legally required fields, certificates, retention and export. */
export default function LedgerPage() {
  usePageTitle(L.title);
  const can = useCan();
  const narrow = useNarrow();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const pager = usePageAndSize();
  const list = usePaged('Trace/GetPurchaseLedger', { ...toInput(filter), PagerInfo: pager.PagerInfo });
  const exporter = useExport('Trace/ExportPurchaseLedger');
  const rows = list.data?.rows ?? [];
  const total = list.data?.pager.RowCount ?? 0;

  const apply = (next: Filter = draft) => {
    setDraft(next);
    setFilter(next);
    pager.setPage(1);
  };

  const columns: TableColumnsType<TLedgerRow> = [
    { title: L.date, dataIndex: 'PurchaseDate', width: 96 },
    {
      title: `${L.name}/${L.spec}`,
      key: 'name',
      fixed: 'left',
      width: 130,
      render: (_, r) => (
        <div className="ledger-cell">
          <strong>{r.ProductName}</strong>
          <span className="ledger-muted">{r.Specification || '—'}</span>
        </div>
      ),
    },
    { title: `${L.quantity}/${L.accepted}`, key: 'qty', width: 96, render: (_, r) => qty(r) },
    {
      title: `${L.batch}/${L.productDate}`,
      key: 'batch',
      width: 120,
      render: (_, r) => (
        <div className="ledger-cell">
          <span>{r.BatchNumber}</span>
          <span className="ledger-muted">{r.ProductDate}</span>
        </div>
      ),
    },
    {
      title: `${L.shelfLife}/${L.expiry}`,
      key: 'shelf',
      width: 100,
      render: (_, r) => (
        <div className="ledger-cell">
          <span>{L.days(r.ShelfLife)}</span>
          <span className="ledger-muted">{r.ExpiryDate ?? '—'}</span>
        </div>
      ),
    },
    {
      title: `${L.expiryCheck}/${L.temperature}`,
      key: 'check',
      width: 120,
      render: (_, r) => (
        <div className="ledger-cell" data-testid="ledger-expiry-check">
          <ExpiryCheck r={r} />
          <span className="ledger-muted">{L.celsius(r.ReceivedTemperature)}</span>
        </div>
      ),
    },
    { title: L.certificates, key: 'certs', width: 130, render: (_, r) => <Certificates r={r} size={40} /> },
    {
      title: L.supplierName,
      key: 'supplier',
      width: 220,
      render: (_, r) => (
        <div className="ledger-cell">
          <span>{r.SupplyFirmName}</span>
          <span className="ledger-muted">
            {L.address}：{r.SupplyFirmAddress || '—'}
          </span>
          <span className="ledger-muted">
            {L.contact}：{r.SupplyFirmContact || '—'}
          </span>
        </div>
      ),
    },
    {
      title: `${L.acceptUser}/${L.witness}`,
      key: 'people',
      width: 100,
      render: (_, r) => (
        <div className="ledger-cell">
          <span>{r.AcceptUserName || '—'}</span>
          <span className="ledger-muted">{r.WitnessUserName || '—'}</span>
        </div>
      ),
    },
    { title: L.retain, dataIndex: 'RetainUntil', width: 100 },
    {
      title: L.trace,
      key: 'trace',
      width: 64,
      fixed: 'right',
      render: (_, r) => (
        <Link to={traceLink(r.Id)} data-testid="ledger-trace">
          {L.trace}
        </Link>
      ),
    },
  ];

  const pagerBar = <SizedPager pager={pager} total={total} showTotal={L.total} />;

  return (
    <section className="sl-section ledger-page">
      <div className="ledger-head">
        <div>
          <h1>{L.title}</h1>
          <p>{L.sub}</p>
        </div>
        {can('stock-in:export') && (
          <Button
            icon={<DownloadOutlined />}
            loading={exporter.pending}
            disabled={exporter.pending}
            onClick={() => exporter.run(toInput(filter))}
            data-testid="ledger-export"
          >
            {L.export}
          </Button>
        )}
      </div>
      <Alert className="ledger-retention" type="info" showIcon title={L.retention} data-testid="ledger-retention" />
      <AdminFilters className="ledger-filters">
        <DateRangeFilter value={draft.range} placeholder={L.range} onChange={(range) => apply({ ...draft, range })} testId="ledger-range" />
        <SearchBox
          placeholder={L.supplier}
          value={draft.supplier}
          onChange={(supplier) => setDraft({ ...draft, supplier })}
          onSearch={(s) => (s ? apply() : apply({ ...draft, supplier: '' }))}
          testId="ledger-supplier"
        />
        <SearchBox
          placeholder={L.product}
          value={draft.product}
          onChange={(product) => setDraft({ ...draft, product })}
          onSearch={(s) => (s ? apply() : apply({ ...draft, product: '' }))}
          testId="ledger-product"
        />
        <Button type="primary" onClick={() => apply()} data-testid="ledger-search">
          {L.search}
        </Button>
        <Button onClick={() => apply(EMPTY)}>{L.reset}</Button>
      </AdminFilters>
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : list.error ? (
        <EmptyState description={list.error.message}>
          <Button onClick={() => list.refetch()}>重试</Button>
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState description={L.empty} />
      ) : narrow ? (
        <>
          <div className="ledger-cards" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} data-testid="ledger-cards">
            {rows.map((r) => (
              <Card key={r.Id} size="small" className="ledger-card" data-testid="ledger-row">
                <div className="ledger-card-title">
                  <span>
                    {r.ProductName}
                    {r.Specification && <span className="ledger-muted"> {r.Specification}</span>}
                  </span>
                  <Link to={traceLink(r.Id)} style={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
                    <NodeIndexOutlined /> {L.trace}
                  </Link>
                </div>
                {(
                  [
                    [L.date, r.PurchaseDate],
                    [`${L.quantity}/${L.accepted}`, qty(r)],
                    [L.batch, r.BatchNumber],
                    [L.productDate, r.ProductDate],
                    [`${L.shelfLife}/${L.expiry}`, shelf(r)],
                    [L.expiryCheck, <ExpiryCheck key="e" r={r} />],
                    [L.temperature, L.celsius(r.ReceivedTemperature)],
                    [L.supplierName, r.SupplyFirmName],
                    [L.address, r.SupplyFirmAddress || '—'],
                    [L.contact, r.SupplyFirmContact || '—'],
                    [`${L.acceptUser}/${L.witness}`, `${r.AcceptUserName || '—'} / ${r.WitnessUserName || '—'}`],
                    [L.retain, r.RetainUntil],
                  ] as const
                ).map(([k, v]) => (
                  <div key={k} className="ledger-card-row">
                    <span>{k}</span>
                    <span>{v}</span>
                  </div>
                ))}
                <div className="ledger-card-row">
                  <span>{L.certificates}</span>
                  <Certificates r={r} size={52} />
                </div>
              </Card>
            ))}
          </div>
          {pagerBar}
        </>
      ) : (
        <>
          <Table<TLedgerRow>
            rowKey="Id"
            size="small"
            columns={columns}
            dataSource={rows}
            loading={list.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="ledger-table"
          />
          {pagerBar}
        </>
      )}
    </section>
  );
}

/** 保质期查验: a legacy acceptance past expiry in red, a confirmed near-expiry one in orange, else 合格. */
function ExpiryCheck({ r }: { r: TLedgerRow }) {
  const note = ledgerExpiryNote(r);
  if (r.ExpiredOnReceipt) return <Tag color="red">{note}</Tag>;
  if (r.NearExpiryConfirmed) return <Tag color="orange">{note}</Tag>;
  return <span>{note}</span>;
}
