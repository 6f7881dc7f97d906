import { PLANNING_MSG } from '@shanlian/contract/browser';
import { Alert, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NumberInput } from '../../../components/number-input';
import { commonText } from '../../../lib/text';
import { dishText } from '../../../lib/text/dishes';
import type { DishRow } from '../dishes-api';
import { type OrderUnitLine, orderUnits } from './dish-units';

/**
 * 下单 (buyers): portions → the units each ingredient is ordered in (rounded up by net weight);
 * 去结算 opens 订单确认 with the money, the delivery days and a smaller pack where one fits.
 */
export function DishOrderDialog({ dish, onClose }: { dish: DishRow | null; onClose: () => void }) {
  const navigate = useNavigate();
  const [portions, setPortions] = useState<number | null>(40);
  const lines = orderUnits(dish?.ENX_DishesinformationfoodInfos ?? [], portions ?? 0);
  const close = () => {
    setPortions(40);
    onClose();
  };
  const confirm = () => {
    if (!dish || portions == null) return;
    navigate(`/eshop/store/checkout?dishes=${dish.Id}&portions=${portions}`);
  };
  return (
    <Modal
      open={dish != null}
      title={dish ? dishText.orderTitle(dish.Name) : ''}
      width={640}
      onCancel={close}
      destroyOnHidden
      okText={dishText.confirmOrder}
      cancelText={dishText.cancel}
      onOk={confirm}
      okButtonProps={{ disabled: portions == null || lines.length === 0, 'data-testid': 'dish-order-ok' } as never}
    >
      {
        <>
          <div className="dish-order-portions">
            <span>{dishText.portions}</span>
            <NumberInput
              stepName={commonText.portions}
              min={1}
              max={99999}
              precision={0}
              value={portions}
              onChange={setPortions}
              data-testid="dish-order-portions"
            />
          </div>
          <div className="dish-muted dish-order-hint">{dishText.orderHint}</div>
          {lines.length === 0 ? (
            <Alert type="warning" showIcon title={PLANNING_MSG.noIngredients} />
          ) : (
            <Table<OrderUnitLine>
              rowKey="FoodId"
              size="small"
              pagination={false}
              dataSource={lines}
              data-testid="dish-order-lines"
              columns={[
                {
                  title: dishText.product,
                  dataIndex: 'FoodName',
                  render: (v: string, r) => (
                    <div>
                      {v}
                      <div className="dish-muted">{r.SupplyName}</div>
                    </div>
                  ),
                },
                { title: dishText.totalGrams, key: 'g', width: 100, render: (_, r) => dishText.grams(r.grams) },
                {
                  title: dishText.units,
                  key: 'u',
                  width: 120,
                  render: (_, r) => (r.units == null ? <Tag color="red">{dishText.noNetWeight}</Tag> : `${r.units} ${r.Unit}`),
                },
              ]}
            />
          )}
        </>
      }
    </Modal>
  );
}
