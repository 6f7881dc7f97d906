import { Button } from 'antd';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { centreText } from '../../../lib/text';

export function FavoritesEmpty() {
  return (
    <EmptyState
      description={
        <>
          <div style={{ fontSize: 15, color: '#555' }}>{centreText.noFavorites}</div>
          <div style={{ fontSize: 13, color: '#999', marginTop: 4 }}>{centreText.noFavoritesHint}</div>
        </>
      }
    >
      <Link to="/eshop/store">
        <Button type="primary">{centreText.goShopping}</Button>
      </Link>
    </EmptyState>
  );
}
