import { Drawer, Grid, Table, Tag } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaDate, yuan } from '../../../lib/format';
import { useStockInPaged } from '../api/stock-in';
import { STATUS_COLORS, TSi } from '../stock-in-text';

/** 历史进货 of one product: the earlier batches, their suppliers and prices. */
export function HistoryDrawer({ product, onClose }: { product: { name: string; shelfId: string | null } | null; onClose: () => void }) {
  const phone = !Grid.useBreakpoint().md;
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const list = useStockInPaged(
    'FD_Foodfirmfillin/GetHistoricalList',
    { ProductName: product?.shelfId ? null : product?.name, FoodSaleShelfId: product?.shelfId ?? null, PagerInfo: { PageIndex: page, PageSize: size } },
    { enabled: !!product },
  );
  const rows = list.data?.rows ?? [];
  return (
    <Drawer open={!!product} onClose={onClose} size={phone ? '100%' : 760} title={product ? TSi.historyTitle(product.name) : ''} destroyOnHidden>
      {!list.isLoading && rows.length === 0 ? (
        <EmptyState description={list.error?.message ?? TSi.noHistory} />
      ) : (
        <Table
          rowKey="Id"
          size="small"
          loading={list.isFetching}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: TSi.distDate, dataIndex: 'DistDate', render: (v: string | null) => (v ? formatChinaDate(v) : '—') },
            { title: TSi.fillInNo, dataIndex: 'FillInNo' },
            { title: TSi.supplier, dataIndex: 'SupplyFirmName' },
            { title: TSi.batch, dataIndex: 'BatchNumber' },
            { title: TSi.quantity, dataIndex: 'Quantity', render: (v: number, r) => `${v} ${r.Unit}` },
            { title: TSi.price, dataIndex: 'Price', align: 'right', render: (v: number) => yuan(v) },
            { title: TSi.status, dataIndex: 'StatusName', render: (v: string, r) => <Tag color={STATUS_COLORS[r.Status]}>{v}</Tag> },
          ]}
          pagination={{
            current: page,
            pageSize: size,
            total: list.data?.pager.RowCount ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            showTotal: TSi.total,
            onChange: (p, s) => {
              setPage(s === size ? p : 1);
              setSize(s);
            },
          }}
        />
      )}
    </Drawer>
  );
}
