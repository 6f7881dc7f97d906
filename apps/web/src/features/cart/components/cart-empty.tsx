import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { cartText } from '../../../lib/text';

/** 购物车是空的, with a way back to the shop. */
export function CartEmpty() {
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <ShoppingCartOutlined className="cart-empty-icon" />
      <div>
        <div className="cart-empty-title">{cartText.emptyCart}</div>
        <div className="cart-empty-hint">{cartText.emptyCartHint}</div>
        <Link to="/eshop/store" className="sl-btn sl-btn-primary sl-btn-lg">
          {cartText.goShopping}
        </Link>
      </div>
    </div>
  );
}
