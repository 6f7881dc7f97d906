import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useProductActions } from '../../../components/product-actions';
import { ProductCard } from '../../../components/product-card';
import { formatChinaDate } from '../../../lib/format';
import { centreText } from '../../../lib/text';
import { useCan } from '../../../lib/use-can';
import type { TFavorite } from '../api/favorites';

/** A favourite: the shop's product card, when it was kept, and a 取消收藏 button shown on hover. */
export function FavoriteCard({ product }: { product: TFavorite }) {
  const actions = useProductActions();
  const mayRemove = useCan()('favorite:delete');
  return (
    <div className="centre-fav-item" data-testid="fav-item">
      <ProductCard product={product} badge={<span className="centre-fav-time">{centreText.collectedAt(formatChinaDate(product.CollectTime))}</span>} />
      {mayRemove && (
        <Button
          className="centre-fav-remove"
          size="small"
          shape="round"
          icon={<DeleteOutlined />}
          data-testid="fav-remove"
          onClick={() => actions.toggleFavorite(product.FoodSaleShelfId, true)}
        >
          {centreText.removeFavorite}
        </Button>
      )}
    </div>
  );
}
