import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { cartText } from '../../../lib/text';

/** A visitor's cart: ask to log in, and come back here afterwards. */
export function CartLoginPrompt() {
  const navigate = useNavigate();
  return (
    <Result
      icon={<ShoppingCartOutlined style={{ color: '#1f9d55' }} />}
      title={cartText.loginTitle}
      subTitle={cartText.loginHint}
      extra={
        <Button type="primary" size="large" onClick={() => navigate('/login', { state: { from: '/eshop/store/cart' } })} data-testid="cart-login">
          {cartText.loginButton}
        </Button>
      }
    />
  );
}
