import { UserOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router';
import { T, TS } from '../../../../lib/text';
import { useMe } from '../../../../lib/use-me';
import { useOp, usePagedOp } from '../../../../lib/use-op';
import { HOME_NEWS_COUNT } from '../../rules/constants';

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
  if (isLoading) return <Skeleton active avatar title paragraph={{ rows: 1 }} />;
  return (
    <div data-testid="home-greeting">
      <div className="store-greet">
        <span className="store-greet-avatar">
          <UserOutlined />
        </span>
        <div style={{ minWidth: 0 }}>
          <div className="store-greet-name">{me ? TS.hello(me.FullName) : TS.welcomeTitle}</div>
          <div className="store-greet-firm" title={me?.FirmName}>
            {me ? me.FirmName : TS.welcomeSub}
          </div>
        </div>
      </div>
      <div className="store-greet-actions">
        {me ? (
          <>
            <Link to="/eshop/store/cart">
              <Button type="primary" block>
                {TS.goCart}
              </Button>
            </Link>
            <Link to="/eshop/store/change">
              <Button block>{T.changePassword}</Button>
            </Link>
          </>
        ) : (
          <>
            <Link to="/login">
              <Button type="primary" block>
                {TS.loginButton}
              </Button>
            </Link>
            <Link to="/eshop/store/register">
              <Button block>{TS.registerButton}</Button>
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

function Stats() {
  const { data } = useOp('Store/GetStoreStats', {});
  const figures = [
    { n: data?.OrderedFirmCount, label: TS.statsSchools },
    { n: data?.SupplierCount, label: TS.statsSuppliers },
    { n: data?.ProductCount, label: TS.statsProducts },
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
  const { data, isLoading } = usePagedOp('Store/GetDocumentList', { PagerInfo: { PageIndex: 1, PageSize: HOME_NEWS_COUNT } });
  const news = data?.rows ?? [];
  return (
    <div className="store-aside-news" style={{ minHeight: 0 }}>
      <div className="store-news-head">
        {TS.news}
        <Link className="store-more" to="/eshop/store/news" style={{ fontWeight: 'normal' }}>
          {T.more} &gt;
        </Link>
      </div>
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      ) : news.length === 0 ? (
        <div style={{ color: '#6f6f6f', fontSize: 13, padding: '20px 0', textAlign: 'center' }}>{T.noData}</div>
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
