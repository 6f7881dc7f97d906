import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { TCart } from '../../../lib/text';

/** 购物车是空的, with a way back to the shop. */
export function CartEmpty() {
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <ShoppingCartOutlined className="cart-empty-icon" />
      <div>
        <div className="cart-empty-title">{TCart.emptyCart}</div>
        <div className="cart-empty-hint">{TCart.emptyCartHint}</div>
        <Link to="/eshop/store">
          <Button type="primary" size="large">
            {TCart.goShopping}
          </Button>
        </Link>
      </div>
    </div>
  );
}
