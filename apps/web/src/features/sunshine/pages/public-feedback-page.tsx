import { SearchOutlined } from '@ant-design/icons';
import type { OutputOf } from '@shanlian/contract';
import { FEEDBACK_STATUS, MSG } from '@shanlian/contract/browser';
import { App, Button, Input, Rate } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../../api/client';
import { QueryState } from '../../../components/query-state';
import { SkeletonLines } from '../../../components/ui';
import { formatChinaTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { FeedbackPhotos } from '../feedback-photos';
import { TP } from '../public-text';
import '../public.css';
import { messageOf } from '../../../api/errors';
import { sunshineApi } from '../../../api/sunshine';

/**
 * /eshop/school/feedback?code=<tracking code> — a parent follows their feedback: its status, what
 * they wrote, the school's replies with times, and once replied a 1–5 star rating (once).
 */
export default function PublicFeedbackPage() {
  usePageTitle(TP.lookupTitle);
  const [params, setParams] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const [draft, setDraft] = useState(code);
  useEffect(() => setDraft(code), [code]);
  const q = sunshineApi.useOp('Public/GetFeedback', { TrackingCode: code }, { enabled: code.length > 0 });

  const search = () => {
    const c = draft.trim();
    if (c === code) void q.refetch();
    else setParams(c ? { code: c } : {});
  };

  return (
    <section className="pub-page" data-testid="public-feedback-page" style={{ maxWidth: 720 }}>
      <header className="pub-head">
        <div>
          <h1 className="pub-title">{TP.lookupTitle}</h1>
          <div className="pub-sub">{TP.lookupIntro}</div>
        </div>
      </header>
      <div className="pub-search" style={{ maxWidth: 'none', marginBottom: 12 }}>
        <Input
          size="large"
          allowClear
          value={draft}
          maxLength={32}
          placeholder={TP.lookupPlaceholder}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={search}
          data-testid="lookup-input"
        />
        <Button size="large" type="primary" icon={<SearchOutlined />} onClick={search} data-testid="lookup-button">
          {TP.lookup}
        </Button>
      </div>
      {code && (
        <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()} skeleton={<SkeletonLines rows={6} />}>
          {q.data && <FeedbackCard f={q.data} onRated={() => q.refetch()} />}
        </QueryState>
      )}
      <div style={{ marginTop: 16 }}>
        <Link to="/eshop/schools">{TP.backToSchools}</Link>
      </div>
    </section>
  );
}

type Feedback = OutputOf<'Public/GetFeedback'>;

function FeedbackCard({ f, onRated }: { f: Feedback; onRated: () => void }) {
  const { message } = App.useApp();
  const [stars, setStars] = useState(0);
  const [busy, setBusy] = useState(false);
  const submitKey = useSubmitKey(f.TrackingCode);
  const canRate = f.Replies.length > 0 && f.Rating == null;

  const rate = async () => {
    if (busy) return;
    if (stars < 1) return void message.warning(TP.rateRequired);
    setBusy(true);
    try {
      await call('Public/RateFeedback', { TrackingCode: f.TrackingCode, Rating: stars }, { idempotencyKey: submitKey.key });
      message.success(TP.rateThanks);
      onRated();
    } catch (e) {
      message.error(messageOf(e, MSG.serverError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="feedback-result">
      <div className="pub-card">
        <div className="pub-row">
          <span>{TP.trackingCode}</span>
          <span className="pub-code" style={{ fontSize: 16, letterSpacing: 1 }}>
            {f.TrackingCode}
          </span>
        </div>
        <div className="pub-row">
          <span>{TP.status}</span>
          <span className={`pub-tag${f.Status === 1 ? ' warn' : ''}`} data-testid="feedback-status">
            {f.StatusName || FEEDBACK_STATUS[f.Status]}
          </span>
        </div>
        <div className="pub-row">
          <span>{TP.school}</span>
          <span>{f.SchoolName}</span>
        </div>
        <div className="pub-row">
          <span>{TP.category}</span>
          <span>{f.CategoryName}</span>
        </div>
        <div className="pub-row">
          <span>{TP.submittedAt}</span>
          <span>{formatChinaTime(f.CreateTime, false)}</span>
        </div>
        <div className="pub-content" style={{ marginTop: 8 }} data-testid="feedback-content-shown">
          {f.Content}
        </div>
        <FeedbackPhotos photos={f.Photos} />
      </div>
      <div className="pub-card" data-testid="feedback-replies">
        <h2>{TP.replies}</h2>
        {f.Replies.length === 0 ? (
          <div className="pub-sub">{TP.noReplies}</div>
        ) : (
          f.Replies.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: replies have no id in the public answer
            <div className="pub-reply" key={i} data-testid="feedback-reply">
              <div className="pub-content">{r.Content}</div>
              <div className="pub-reply-time">{formatChinaTime(r.CreateTime, false)}</div>
            </div>
          ))
        )}
      </div>
      {f.Rating != null ? (
        <div className="pub-card" data-testid="feedback-rated">
          <h2>{TP.rated}</h2>
          <Rate disabled value={f.Rating} />
        </div>
      ) : (
        canRate && (
          <div className="pub-card" data-testid="feedback-rate">
            <h2>{TP.rateTitle}</h2>
            <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
              <Rate value={stars} onChange={setStars} style={{ fontSize: 28 }} />
              <Button type="primary" loading={busy} onClick={rate} data-testid="rate-submit">
                {TP.rateSubmit}
              </Button>
            </div>
          </div>
        )
      )}
    </div>
  );
}
