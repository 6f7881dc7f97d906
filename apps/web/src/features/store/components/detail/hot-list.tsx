import { SortNumber } from '@shanlian/contract/browser';
import { Link } from 'react-router';
import { Price } from '../../../../components/price';
import { productPath } from '../../../../components/product-card';
import { SkeletonLines } from '../../../../components/ui';
import { thumbUrl } from '../../../../lib/image';
import { commonText, storeText } from '../../../../lib/text';
import { DETAIL_HOT_ITEMS } from '../../rules/constants';
import './hot-list.css';
import { storeApi } from '../../../../api/store';

/** 热销推荐: the five best sellers other than the product on screen. */
export function HotList({ exceptId }: { exceptId: string }) {
  const { data, isLoading } = storeApi.usePaged('Store/GetFoodsaleshelfInfoList', {
    SortNumber: SortNumber.HotSale,
    OrderBy: 'sales',
    PagerInfo: { PageIndex: 1, PageSize: DETAIL_HOT_ITEMS + 1 },
  });
  const items = (data?.rows ?? []).filter((p) => p.FoodSaleShelfId !== exceptId).slice(0, DETAIL_HOT_ITEMS);
  return (
    <aside className="store-section store-hot-list" style={{ padding: '14px 16px' }} data-testid="hot-list">
      <div className="store-section-head" style={{ marginBottom: 4 }}>
        <h2 style={{ fontSize: 16 }}>{storeText.hotRecommend}</h2>
      </div>
      {isLoading ? (
        <SkeletonLines rows={10} />
      ) : items.length === 0 ? (
        <div style={{ color: '#6f6f6f', textAlign: 'center', padding: 20 }}>{commonText.noData}</div>
      ) : (
        items.map((p) => (
          <Link key={p.Id} className="store-hot-item" to={productPath(p)}>
            <img src={thumbUrl(p.PromotionImage, 76)} alt={p.ProductName} loading="lazy" width={76} height={76} />
            <div>
              <div className="name" title={p.ProductName}>
                {p.ProductName}
              </div>
              <Price value={p.PresentPrice} unit={p.Unit} size="sm" />
              <div style={{ color: '#6f6f6f', fontSize: 12 }}>{commonText.sold(p.SoldCount)}</div>
            </div>
          </Link>
        ))
      )}
    </aside>
  );
}
