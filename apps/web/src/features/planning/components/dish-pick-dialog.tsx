import { Input, Modal, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { yuan } from '../../../lib/format';
import { dishText } from '../../../lib/text/dishes';
import { type OnSaleFood, useDishPaged } from '../dishes-api';

/** 添加食材: on-sale products searched by product and supplier name (Enter searches), checked rows are added. */
export function DishPickDialog({
  open,
  taken,
  onClose,
  onPick,
}: {
  open: boolean;
  /** shelf item ids already in the dish */
  taken: readonly string[];
  onClose: () => void;
  onPick: (foods: OnSaleFood[]) => void;
}) {
  const [product, setProduct] = useState('');
  const [supplier, setSupplier] = useState('');
  const [query, setQuery] = useState({ product: '', supplier: '' });
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [picked, setPicked] = useState<OnSaleFood[]>([]);
  const list = useDishPaged(
    'ENX_Dishesinformation/GetProductOnSaleList',
    { ProductName: query.product || null, SupplyName: query.supplier || null, PagerInfo: { PageIndex: page, PageSize: size } },
    { enabled: open },
  );
  const search = () => {
    setQuery({ product: product.trim(), supplier: supplier.trim() });
    setPage(1);
  };
  const close = () => {
    setPicked([]);
    onClose();
  };
  const columns: TableColumnsType<OnSaleFood> = [
    {
      title: dishText.product,
      dataIndex: 'ProductName',
      render: (v: string, r) => (
        <div>
          {v}
          {taken.includes(r.Id) && <Tag className="dish-tag-gap">{dishText.already}</Tag>}
          <div className="dish-muted">{[r.FoodBrand, r.Specification].filter(Boolean).join(' · ')}</div>
        </div>
      ),
    },
    { title: dishText.supplier, dataIndex: 'SupplyName', width: 160, ellipsis: true },
    { title: dishText.price, key: 'price', width: 100, render: (_, r) => dishText.perUnit(yuan(r.Price), r.Unit) },
    {
      title: dishText.netWeight,
      dataIndex: 'NetWeight',
      width: 90,
      render: (v: number | null) => (v ? dishText.grams(v) : <span className="dish-muted">—</span>),
    },
    {
      title: dishText.composition,
      dataIndex: 'FoodCodeName',
      width: 120,
      render: (v: string | null) => v ?? <Tag color="orange">{dishText.unmapped}</Tag>,
    },
  ];
  return (
    <Modal
      open={open}
      title={dishText.pickTitle}
      width={860}
      onCancel={close}
      okText={dishText.pickAdd(picked.length)}
      cancelText={dishText.cancel}
      okButtonProps={{ disabled: !picked.length, 'data-testid': 'dish-pick-ok' } as never}
      onOk={() => {
        onPick(picked);
        close();
      }}
      destroyOnHidden
    >
      <div className="dish-filters">
        <Input
          allowClear
          placeholder={dishText.pickProduct}
          value={product}
          maxLength={50}
          onChange={(e) => setProduct(e.target.value)}
          onPressEnter={search}
          data-testid="dish-pick-product"
        />
        <Input
          allowClear
          placeholder={dishText.pickSupplier}
          value={supplier}
          maxLength={50}
          onChange={(e) => setSupplier(e.target.value)}
          onPressEnter={search}
          data-testid="dish-pick-supplier"
        />
      </div>
      <Table<OnSaleFood>
        rowKey="Id"
        size="small"
        scroll={{ x: 640 }}
        loading={list.isLoading || list.isFetching}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        data-testid="dish-pick-table"
        rowSelection={{
          selectedRowKeys: picked.map((p) => p.Id),
          preserveSelectedRowKeys: true,
          getCheckboxProps: (r) => ({ disabled: taken.includes(r.Id) }),
          onChange: (_, rows) => setPicked(rows.filter(Boolean)),
        }}
        pagination={{
          current: page,
          pageSize: size,
          total: list.data?.pager.RowCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20],
          size: 'small',
          onChange: (p, s) => {
            setPage(s !== size ? 1 : p);
            setSize(s);
          },
        }}
      />
    </Modal>
  );
}
