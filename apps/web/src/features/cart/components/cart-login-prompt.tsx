import { ShoppingCartOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { Btn } from '../../../components/ui';
import { cartText } from '../../../lib/text';

/** A visitor's cart: ask to log in, and come back here afterwards (antd's Result, drawn plain). */
export function CartLoginPrompt() {
  const navigate = useNavigate();
  return (
    <div className="cart-result">
      <ShoppingCartOutlined className="cart-result-icon" />
      <div className="cart-result-title">{cartText.loginTitle}</div>
      <div className="cart-result-sub">{cartText.loginHint}</div>
      <Btn variant="primary" size="large" onClick={() => navigate('/login', { state: { from: '/eshop/store/cart' } })} data-testid="cart-login">
        {cartText.loginButton}
      </Btn>
    </div>
  );
}
