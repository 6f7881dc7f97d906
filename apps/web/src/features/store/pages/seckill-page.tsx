import { SeckillStatus } from '@shanlian/contract/browser';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { commonText, storeText } from '../../../lib/text';
import { Clock } from '../components/clock';
import { OfferCard } from '../components/seckill/offer-card';
import { WindowBar, windowKey } from '../components/seckill/window-bar';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useSeckillWindows } from '../hooks/use-seckill-windows';
import { liveStatus } from '../rules/seckill';
import { windowSpan } from '../rules/seckill-time';
import '../store.css';
import './seckill-page.css';

/** /eshop/store/seckill — the windows (running, upcoming, ended) as a time bar; the open window's offers with live states. */
export default function SeckillPage() {
  useDocumentTitle(storeText.seckillTitle);
  const q = useSeckillWindows();
  const { windows, now } = q;
  const [selected, setSelected] = useState('');
  const open = windows.find((w) => windowKey(w) === selected) ?? windows[0];
  const status = open ? liveStatus(open, now) : undefined;

  return (
    <>
      <div className="store-sk-hero">
        <div>
          <h1>{storeText.seckillTitle}</h1>
          <p>{storeText.seckillHint}</p>
        </div>
        {windows.length > 0 && (
          <div className="store-sk-hero-stats">
            {storeText.seckillStats(
              windows.length,
              windows.reduce((n, w) => n + w.b2B_FoodsaleshelfseckilldetailInfos.length, 0),
            )}
          </div>
        )}
      </div>
      <QueryState
        isLoading={q.isLoading}
        error={q.error}
        onRetry={() => void q.refetch()}
        isEmpty={windows.length === 0}
        skeleton={<Skeleton.Node active style={{ width: 1200, height: 64 }} />}
        empty={
          <section className="store-section">
            <EmptyState>
              <span style={{ color: '#6f6f6f' }}>{storeText.noSeckill}</span>
            </EmptyState>
          </section>
        }
      >
        {open && (
          <>
            <WindowBar windows={windows} selected={windowKey(open)} now={now} onSelect={setSelected} />
            <section className="store-section">
              <div className="store-sk-window-head" data-testid="window-head" data-status={status}>
                <b style={{ color: '#333', fontSize: 16 }}>{windowSpan(open, now)}</b>
                <span>{storeText.windowStatus[status ?? SeckillStatus.Ended]}</span>
                {status === SeckillStatus.NotStarted && (
                  <>
                    {commonText.startsIn}
                    <Clock ms={Date.parse(open.StartTime) - now} />
                  </>
                )}
                {status === SeckillStatus.Running && (
                  <>
                    {commonText.endsIn}
                    <Clock ms={Date.parse(open.EndTime) - now} />
                  </>
                )}
              </div>
              {open.b2B_FoodsaleshelfseckilldetailInfos.length === 0 ? (
                <EmptyState />
              ) : (
                <div className="store-offers">
                  {open.b2B_FoodsaleshelfseckilldetailInfos.map((o) => (
                    <OfferCard key={o.Id} offer={o} now={now} />
                  ))}
                </div>
              )}
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}
