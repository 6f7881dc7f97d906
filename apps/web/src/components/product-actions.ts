import { MSG } from '@shanlian/contract';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useMe } from '../lib/use-me';

/**
 * Cart, buy-now and favourite from any product view. A visitor is asked to log in with
 * the specification's words; a logged-in buyer's cart and favourites arrive with the
 * cart issue, until then the controls say so.
 */
export function useProductActions() {
  const { data: me } = useMe();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const pending = () => message.info('购物车与收藏功能即将开放');
  return {
    loggedIn: !!me,
    toggleFavorite: async (_shelfId: string, _collected: boolean) => {
      if (!me) return void message.warning(MSG.favoriteLoginRequired);
      pending();
    },
    addToCart: async (_shelfId: string, quantity = 1) => {
      if (quantity < 1) return void message.warning(MSG.chooseQuantity);
      if (!me) {
        message.warning(MSG.loginRequired);
        navigate('/login', { state: { from: window.location.pathname } });
        return;
      }
      pending();
    },
    buyNow: async (_shelfId: string, quantity = 1) => {
      if (quantity < 1) return void message.warning(MSG.chooseQuantity);
      if (!me) {
        message.warning(MSG.loginRequired);
        navigate('/login', { state: { from: window.location.pathname } });
        return;
      }
      pending();
    },
  };
}
