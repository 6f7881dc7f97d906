import { ScanOutlined, SearchOutlined } from '@ant-design/icons';
import type { TFillInRow } from '@shanlian/contract';
import { FILL_IN_CHECK_NAMES, FILL_IN_SOURCE_NAMES, FILL_IN_SOURCES, FILL_IN_STATUS_NAMES, type FillInSource } from '@shanlian/contract/browser';
import { Button, DatePicker, Grid, Input, Pagination, Select, Skeleton, Space, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConsolePageHead } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaDate, formatChinaTime, yuan } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStockInExport, useStockInOp, useStockInPaged } from '../api/stock-in';
import { emptyFilter, filtered, filterToInput, type ListFilter, type Side } from '../rules/stock-in-rules';
import { CHECK_COLORS, STATUS_COLORS, TSi } from '../stock-in-text';
import { CalendarView } from './calendar-view';
import { DetailDrawer } from './detail-drawer';
import { ImportDialog } from './import-dialog';
import { useRecordActions } from './record-actions';
import { ScanDialog } from './scan-dialog';
import '../stock-in.css';
import { AreaFilter } from '../../../components/area-filter';

const STATUS_TABS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const PAGE_SIZES = [10, 20, 50];

const HEAD: Record<Side, { title: string; sub: string }> = {
  buyer: { title: TSi.buyerTitle, sub: TSi.buyerSub },
  supplier: { title: TSi.supplierTitle, sub: TSi.supplierSub },
  supervision: { title: TSi.supervisionTitle, sub: TSi.supervisionSub },
};

/** The stock-in records of one side: filters, status tabs, list (cards on phones), detail, actions, import and export. */
export function StockInPage({ side }: { side: Side }) {
  usePageTitle(HEAD[side].title);
  const phone = !Grid.useBreakpoint().md;
  const [filter, setFilterState] = useState<ListFilter>(emptyFilter);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const [open, setOpen] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [scanning, setScanning] = useState(false);
  // a message's link (…/stockin?record=<id>) opens that record
  const [params, setParams] = useSearchParams();
  const linked = params.get('record');
  useEffect(() => {
    if (!linked) return;
    setOpen(linked);
    setParams(
      (p) => {
        p.delete('record');
        return p;
      },
      { replace: true },
    );
  }, [linked, setParams]);
  const actions = useRecordActions(side, (id) => id === open && setOpen(null));
  const perms = actions.perms;
  const setFilter = (patch: Partial<ListFilter>) => {
    setFilterState((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  const input = filterToInput(filter);
  const list = useStockInPaged('FD_Foodfirmfillin/GetFD_FoodfirmfillinList', { ...input, PagerInfo: { PageIndex: page, PageSize: size } });
  const supplies = useStockInOp('FD_Foodfirmfillin/GetSupplyList', {}, { enabled: side === 'buyer' });
  const exporter = useStockInExport('FD_Foodfirmfillin/ExportFD_Foodfirmfillin');
  const rows = list.data?.rows ?? [];
  const total = list.data?.pager.RowCount ?? 0;
  const supplierSide = side === 'supplier';

  const columns: TableColumnsType<TFillInRow> = [
    {
      title: TSi.fillInNo,
      dataIndex: 'FillInNo',
      width: 160,
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(r.Id)} data-testid="si-open">
          {v}
        </Button>
      ),
    },
    ...(side === 'supervision' ? [{ title: TSi.firm, dataIndex: 'FirmName', width: 180, ellipsis: true }] : []),
    {
      title: supplierSide ? TSi.buyer : TSi.supplier,
      key: 'party',
      ellipsis: true,
      width: 170,
      render: (_: unknown, r: TFillInRow) => (supplierSide ? r.FirmName : r.SupplyFirmName),
    },
    {
      title: TSi.products,
      dataIndex: 'ProductNames',
      ellipsis: true,
      render: (v: string, r: TFillInRow) => (
        <span title={v}>
          {v} <span className="si-muted">({TSi.lines(r.LineCount)})</span>
        </span>
      ),
    },
    { title: TSi.amount, dataIndex: 'TotalAmount', align: 'right', width: 90, render: (v: number) => yuan(v) },
    { title: TSi.distDate, dataIndex: 'DistDate', width: 100, render: (v: string | null) => (v ? formatChinaDate(v) : '—') },
    { title: TSi.source, dataIndex: 'Source', width: 80, render: (v: FillInSource) => FILL_IN_SOURCE_NAMES[v] },
    { title: TSi.status, dataIndex: 'StatusName', width: 80, render: (v: string, r) => <Tag color={STATUS_COLORS[r.Status]}>{v}</Tag> },
    ...(side === 'supervision'
      ? [
          {
            title: TSi.check,
            dataIndex: 'CheckStatusName',
            width: 100,
            render: (v: string, r: TFillInRow) => <Tag color={CHECK_COLORS[r.CheckStatus]}>{v}</Tag>,
          },
        ]
      : []),
    { title: TSi.actions, key: 'op', fixed: 'right', width: 170, render: (_, r) => actions.buttons(r) ?? <span className="si-muted">—</span> },
  ];

  const pager = (
    <Pagination
      current={page}
      pageSize={size}
      total={total}
      showSizeChanger
      pageSizeOptions={PAGE_SIZES}
      showTotal={TSi.total}
      size={phone ? 'small' : undefined}
      onChange={(p, s) => {
        setPage(s === size ? p : 1);
        setSize(s);
      }}
      className="si-pager"
    />
  );

  const listBody = list.isLoading ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : list.error ? (
    <EmptyState description={list.error.message} />
  ) : rows.length === 0 ? (
    <EmptyState description={filtered(filter) ? TSi.emptyFiltered : TSi.empty} />
  ) : phone ? (
    <div className="si-cards" data-testid="si-cards">
      {rows.map((r) => (
        // biome-ignore lint/a11y/useSemanticElements: a card holding buttons cannot itself be a button
        <div
          key={r.Id}
          className="si-card"
          role="button"
          tabIndex={0}
          onClick={() => setOpen(r.Id)}
          onKeyDown={(e) => e.key === 'Enter' && setOpen(r.Id)}
          data-testid="si-card"
        >
          <div className="si-card-head">
            <b>{r.FillInNo}</b>
            <Tag color={STATUS_COLORS[r.Status]}>{r.StatusName}</Tag>
          </div>
          <div className="si-card-party">{side === 'supervision' ? `${r.FirmName} ← ${r.SupplyFirmName}` : supplierSide ? r.FirmName : r.SupplyFirmName}</div>
          <div className="si-muted si-card-products">{r.ProductNames}</div>
          <div className="si-card-meta">
            <span>{yuan(r.TotalAmount)}</span>
            <span className="si-muted">
              {r.DistDate ? formatChinaDate(r.DistDate) : formatChinaTime(r.CreateTime)} · {FILL_IN_SOURCE_NAMES[r.Source]}
            </span>
            {side === 'supervision' && <Tag color={CHECK_COLORS[r.CheckStatus]}>{r.CheckStatusName}</Tag>}
          </div>
          {actions.buttons(r)}
        </div>
      ))}
      {pager}
    </div>
  ) : (
    <>
      <Table<TFillInRow>
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        // fixed widths: the products shrink to an ellipsis before the status leaves the screen
        tableLayout="fixed"
        scroll={side === 'supervision' ? { x: 1150 } : undefined}
        pagination={false}
        onRow={(r) => ({ onDoubleClick: () => setOpen(r.Id) })}
        data-testid="si-table"
      />
      {pager}
    </>
  );

  const canEdit = perms.edit && side !== 'supervision';
  return (
    <div className="si-page" data-testid={`si-page-${side}`}>
      <ConsolePageHead
        title={HEAD[side].title}
        sub={HEAD[side].sub}
        extra={
          <Space wrap>
            {canEdit && side === 'buyer' && (
              <Button type="primary" icon={<ScanOutlined />} onClick={() => setScanning(true)} data-testid="si-scan">
                {TSi.scan}
              </Button>
            )}
            {canEdit && (
              <Button type={side === 'buyer' ? 'default' : 'primary'} onClick={actions.openEntry} data-testid="si-new">
                {supplierSide ? TSi.newSupply : TSi.directEntry}
              </Button>
            )}
            {canEdit && (
              <Button onClick={() => setImporting(true)} data-testid="si-import">
                {TSi.import}
              </Button>
            )}
            {perms.exportable && (
              <Button loading={exporter.pending} disabled={exporter.pending} onClick={() => exporter.run(input)} data-testid="si-export">
                {TSi.export}
              </Button>
            )}
          </Space>
        }
      />
      <div className="si-card-box">
        {side !== 'supervision' && (
          <Tabs
            activeKey={view}
            onChange={(k) => setView(k as 'list' | 'calendar')}
            items={[
              { key: 'list', label: TSi.tabList },
              { key: 'calendar', label: TSi.tabCalendar },
            ]}
          />
        )}
        {view === 'calendar' ? (
          <CalendarView
            onPickDay={(day) => {
              setFilter({ start: day, end: day });
              setView('list');
            }}
          />
        ) : (
          <>
            <div className="si-filters">
              <Input
                allowClear
                prefix={<SearchOutlined style={{ color: '#bbb' }} />}
                placeholder={side === 'supervision' ? TSi.searchPlaceholderSupervision : supplierSide ? TSi.searchPlaceholderSupplier : TSi.searchPlaceholder}
                value={text}
                maxLength={50}
                onChange={(e) => {
                  setText(e.target.value);
                  if (!e.target.value) setFilter({ search: '' });
                }}
                onPressEnter={() => setFilter({ search: text })}
                className="si-filter-search"
                data-testid="si-search"
              />
              <DatePicker.RangePicker
                value={[filter.start ? dayjs(filter.start) : null, filter.end ? dayjs(filter.end) : null]}
                placeholder={[TSi.startDate, TSi.endDate]}
                onChange={(v) => setFilter({ start: v?.[0]?.format('YYYY-MM-DD') ?? null, end: v?.[1]?.format('YYYY-MM-DD') ?? null })}
                className="si-filter-range"
                data-testid="si-range"
              />
              {side === 'buyer' && (
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={TSi.allSuppliers}
                  value={filter.supplyFirmId ?? undefined}
                  onChange={(v) => setFilter({ supplyFirmId: v ?? null })}
                  options={(supplies.data ?? []).filter((s) => s.SupplyFirmId).map((s) => ({ value: s.SupplyFirmId as string, label: s.SupplyFirmName }))}
                  className="si-filter-select"
                  data-testid="si-supplier"
                />
              )}
              {side === 'supervision' && (
                <AreaFilter
                  value={filter.areaCode}
                  onChange={(areaCode) => setFilter({ areaCode })}
                  placeholder={TSi.allAreas}
                  className="si-filter-area"
                  testId="si-area"
                />
              )}
              {side === 'supervision' ? (
                <Select
                  allowClear
                  placeholder={TSi.allChecks}
                  value={filter.checkStatus ?? undefined}
                  onChange={(v) => setFilter({ checkStatus: v ?? null })}
                  options={Object.entries(FILL_IN_CHECK_NAMES).map(([k, label]) => ({ value: Number(k), label }))}
                  className="si-filter-select"
                  data-testid="si-check"
                />
              ) : (
                <Select
                  allowClear
                  placeholder={TSi.allSources}
                  value={filter.source ?? undefined}
                  onChange={(v) => setFilter({ source: v ?? null })}
                  options={FILL_IN_SOURCES.map((s) => ({ value: s, label: FILL_IN_SOURCE_NAMES[s] }))}
                  className="si-filter-select"
                  data-testid="si-source"
                />
              )}
            </div>
            <Tabs
              activeKey={String(filter.status)}
              onChange={(k) => setFilter({ status: Number(k) })}
              items={STATUS_TABS.map((s) => ({ key: String(s), label: s === 0 ? TSi.all : FILL_IN_STATUS_NAMES[s] }))}
              size={phone ? 'small' : 'middle'}
              data-testid="si-status-tabs"
            />
            {listBody}
          </>
        )}
      </div>
      <DetailDrawer
        id={open}
        onClose={() => setOpen(null)}
        supplierSide={supplierSide}
        allowed={actions.allowed}
        buttons={actions.buttons}
        showHistory={side !== 'supervision'}
      />
      {actions.dialogs}
      {side === 'buyer' && (
        <ScanDialog
          open={scanning}
          onClose={() => setScanning(false)}
          onFound={(r) => {
            setScanning(false);
            // a record waiting at the door opens its acceptance; any other opens its detail
            if (actions.allowed(r).includes('accept')) actions.openAccept(r.Id);
            else setOpen(r.Id);
          }}
        />
      )}
      {canEdit && <ImportDialog open={importing} onClose={() => setImporting(false)} />}
    </div>
  );
}
