import { FileTextOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { orderText } from '../../../lib/text';

/** A visitor's order list: ask to log in, and come back here afterwards. */
export function OrderLoginPrompt() {
  const navigate = useNavigate();
  return (
    <Result
      icon={<FileTextOutlined style={{ color: '#1f9d55' }} />}
      title={orderText.ordersLoginTitle}
      extra={
        <Button type="primary" size="large" onClick={() => navigate('/login', { state: { from: '/eshop/store/order' } })}>
          {orderText.loginButton}
        </Button>
      }
    />
  );
}
