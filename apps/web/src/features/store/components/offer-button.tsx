import type { TSeckillDetail } from '@shanlian/contract';
import { Button } from 'antd';
import { Link } from 'react-router';
import { productPath } from '../../../components/product-card';
import { commonText } from '../../../lib/text';
import type { OfferState } from '../rules/seckill';

/** 已抢光 / 即将开始 (disabled) / 立即抢购 (to the detail page) / 已结束 (greyed). */
export function OfferButton({ offer, state }: { offer: TSeckillDetail; state: OfferState }) {
  switch (state) {
    case 'soldOut':
      return (
        <Button disabled data-testid="offer-state">
          {commonText.soldOut}
        </Button>
      );
    case 'notStarted':
      return (
        <Button disabled data-testid="offer-state" style={{ color: '#17843f', borderColor: '#a7dcbc', background: '#f1faf4' }}>
          {commonText.notStarted}
        </Button>
      );
    case 'running':
      return (
        <Link to={productPath({ Id: offer.SaleShelfId })}>
          <Button type="primary" danger data-testid="offer-state">
            {commonText.running}
          </Button>
        </Link>
      );
    case 'ended':
      return (
        <Button disabled data-testid="offer-state">
          {commonText.ended}
        </Button>
      );
  }
}
