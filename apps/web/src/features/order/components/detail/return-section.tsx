import { PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../../components/query-state';
import { orderText } from '../../../../lib/text';
import { RETURNS_PAGE_SIZE, useOrderReturns } from '../../api/get-returns';
import { canRegisterReturn } from '../../rules/order-actions';
import { availableOf } from '../../rules/return-form';
import type { TOrderDetail } from '../../rules/types';
import { ReturnDialog } from '../returns/return-dialog';
import { ReturnTable } from '../returns/return-table';

/** 退换货登记 of one order (spec 02 §2.7): its records, and the register button while the order is editable (shipped or completed). */
export function ReturnSection({ order }: { order: TOrderDetail }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const returns = useOrderReturns(order.Id, page);
  const editable = canRegisterReturn(order.Status);
  const nothingLeft = order.B2B_ElectricityorderdetailInfos.every((l) => availableOf(l) === 0);
  return (
    <section className="sl-section detail-card">
      <div className="detail-card-head">
        <h2>{orderText.returnsTitle}</h2>
        {editable && (
          <Tooltip title={nothingLeft ? orderText.form.nothingToReturn : undefined}>
            <Button type="primary" ghost icon={<PlusOutlined />} disabled={nothingLeft} onClick={() => setOpen(true)} data-testid="return-register">
              {orderText.register}
            </Button>
          </Tooltip>
        )}
      </div>
      <QueryState isLoading={returns.isLoading} error={returns.error} onRetry={() => returns.refetch()}>
        <ReturnTable
          rows={returns.data?.rows ?? []}
          loading={returns.isPlaceholderData}
          pagination={{ current: page, pageSize: RETURNS_PAGE_SIZE, total: returns.data?.pager.RowCount ?? 0, onChange: setPage }}
        />
      </QueryState>
      {editable && <ReturnDialog order={order} open={open} onClose={() => setOpen(false)} />}
    </section>
  );
}
