import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { SkeletonBlock, SkeletonLines } from '../../../../components/ui';
import { commonText, storeText } from '../../../../lib/text';
import { useMe } from '../../../../lib/use-me';
import { HOME_NEWS_COUNT } from '../../rules/constants';
import './home-aside.css';
import { cmsApi } from '../../../../api/cms';
import { storeApi } from '../../../../api/store';

/** Right column of the home page: greeting, the shop's real figures, the six latest news. */
export function HomeAside() {
  return (
    <aside className="store-aside">
      <Greeting />
      <Stats />
      <TopNews />
    </aside>
  );
}

function Greeting() {
  const { data: me, isLoading } = useMe();
  if (isLoading)
    return (
      <div style={{ display: 'flex', gap: 16 }}>
        <SkeletonBlock style={{ width: 32, height: 32, borderRadius: '50%', flex: 'none' }} />
        <SkeletonLines rows={1} style={{ flex: 1 }} />
      </div>
    );
  return (
    <div data-testid="home-greeting">
      <div className="store-greet">
        <span className="store-greet-avatar">
          <UserOutlined />
        </span>
        <div style={{ minWidth: 0 }}>
          <div className="store-greet-name">{me ? storeText.hello(me.FullName) : storeText.welcomeTitle}</div>
          <div className="store-greet-firm" title={me?.FirmName}>
            {me ? me.FirmName : storeText.welcomeSub}
          </div>
        </div>
      </div>
      <div className="store-greet-actions">
        {me ? (
          <>
            <Link to="/eshop/store/cart" className="sl-btn sl-btn-primary sl-btn-block">
              {storeText.goCart}
            </Link>
            <Link to="/eshop/store/change" className="sl-btn sl-btn-default sl-btn-block">
              {commonText.changePassword}
            </Link>
          </>
        ) : (
          <>
            <Link to="/login" className="sl-btn sl-btn-primary sl-btn-block">
              {storeText.loginButton}
            </Link>
            <Link to="/eshop/store/register" className="sl-btn sl-btn-default sl-btn-block">
              {storeText.registerButton}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

function Stats() {
  const { data } = storeApi.useOp('Store/GetStoreStats', {});
  const figures = [
    { n: data?.OrderedFirmCount, label: storeText.statsSchools },
    { n: data?.SupplierCount, label: storeText.statsSuppliers },
    { n: data?.ProductCount, label: storeText.statsProducts },
  ];
  return (
    <div className="store-stats" data-testid="store-stats">
      {figures.map((f) => (
        <div key={f.label}>
          <b>{f.n ?? '—'}</b>
          <span>{f.label}</span>
        </div>
      ))}
    </div>
  );
}

function TopNews() {
  const { data, isLoading } = cmsApi.usePaged('Store/GetDocumentList', { PagerInfo: { PageIndex: 1, PageSize: HOME_NEWS_COUNT } });
  const news = data?.rows ?? [];
  return (
    <div className="store-aside-news" style={{ minHeight: 0 }}>
      <div className="store-news-head">
        {storeText.news}
        <Link className="store-more" to="/eshop/store/news" style={{ fontWeight: 'normal' }}>
          {commonText.more} &gt;
        </Link>
      </div>
      {isLoading ? (
        <SkeletonLines title={false} rows={6} />
      ) : news.length === 0 ? (
        <div style={{ color: '#6f6f6f', fontSize: 13, padding: '20px 0', textAlign: 'center' }}>{commonText.noData}</div>
      ) : (
        <ol className="store-news-list" data-testid="home-news">
          {news.slice(0, HOME_NEWS_COUNT).map((n, i) => (
            <li key={n.Id}>
              <i className={`store-rank${i < 3 ? ' top' : ''}`}>{i + 1}</i>
              <Link to={`/eshop/store/news/${n.Id}`} title={n.Title}>
                {n.Title}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
