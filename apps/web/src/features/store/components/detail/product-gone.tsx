import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { storeText } from '../../../../lib/text';

/** 商品不存在或已下架, with the way back home. */
export default function ProductGone() {
  return (
    <div className="store-section">
      <Result
        status="404"
        title={storeText.detailNotFound}
        subTitle={storeText.detailNotFoundSub}
        extra={
          <Link to="/eshop/store">
            <Button type="primary">{storeText.backHome}</Button>
          </Link>
        }
      />
    </div>
  );
}
