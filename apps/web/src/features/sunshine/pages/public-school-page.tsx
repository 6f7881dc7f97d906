import { MessageOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TSchoolWeek } from '@shanlian/contract';
import { ACCOMPANY_MEALS, encodeTraceBlob, INSPECTION_WINDOW_DAYS, QUANTIFIED_GRADE_NAMES } from '@shanlian/contract/browser';
import { Button, Select } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { SkeletonLines } from '../../../components/ui';
import { formatChinaTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { FeedbackDialog } from '../public-feedback-dialog';
import { NutrientBar } from '../public-nutrient-bar';
import { dayLabel, TP } from '../public-text';
import '../public.css';
import { sunshineApi } from '../../../api/sunshine';

type Day = TSchoolWeek['Days'][number];

/** A phone-wide window (below 576 px), followed as it turns or resizes. */
const PHONE = '(max-width: 575px)';
const isPhone = () => window.matchMedia(PHONE).matches;
const onPhoneChange = (notify: () => void) => {
  const q = window.matchMedia(PHONE);
  q.addEventListener('change', notify);
  return () => q.removeEventListener('change', notify);
};

/** The public trace page of a batch, as its QR opens it. */
const traceHref = (id: string) => `/eshop/store/retrospect?Id=${encodeTraceBlob(id, 2)}`;

/**
 * /eshop/school/:id?week=<Monday> — a school's published week for parents and the public, no login:
 * each day's meals with dishes, grams a portion and where each ingredient came from, the day's
 * energy, protein and fat against the standard, the school's licences and its supervision record.
 * On a phone each dish is folded to its name until opened, so a day reads as meals and dishes first.
 */
export default function PublicSchoolPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const week = params.get('week');
  const q = sunshineApi.useOp('Public/GetSchoolWeek', { FirmId: id, Date: week || null });
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const data = q.data;
  usePageTitle(data ? `${data.School.FirmName} - ${TP.schoolTitle}` : TP.schoolTitle);

  return (
    <section className="pub-page" data-testid="public-school-page">
      <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()} skeleton={<SkeletonLines rows={10} />}>
        {data && (
          <>
            <header className="pub-head">
              <div>
                <h1 className="pub-title" data-testid="school-name">
                  {data.School.FirmName}
                </h1>
                <div className="pub-sub">
                  {data.School.AreaName}
                  {data.School.Address ? ` · ${data.School.Address}` : ''}
                </div>
              </div>
              <div className="pub-actions">
                <Button type="primary" icon={<MessageOutlined />} onClick={() => setFeedbackOpen(true)} data-testid="feedback-open">
                  {TP.feedbackButton}
                </Button>
                <Link to="/eshop/school/feedback">
                  <Button>{TP.lookupLink}</Button>
                </Link>
              </div>
            </header>

            {data.PublishedWeeks.length > 0 && (
              <div className="pub-week-bar">
                <span>{TP.week}</span>
                <Select
                  data-testid="week-select"
                  value={data.WeekStart ?? undefined}
                  placeholder={TP.otherWeeks}
                  options={data.PublishedWeeks.map((w) => ({ value: w, label: TP.weekLabel(w) }))}
                  onChange={(w: string) => setParams({ week: w })}
                />
              </div>
            )}

            {data.WeekStart == null ? (
              <div className="pub-card" data-testid="week-empty">
                <EmptyState description={TP.notPublished}>
                  <span style={{ color: '#999', fontSize: 13 }}>{TP.notPublishedHint}</span>
                </EmptyState>
              </div>
            ) : (
              <>
                {data.AgeGroupName && (
                  <div className="pub-sub" style={{ marginBottom: 8 }}>
                    {TP.ageGroup(data.AgeGroupName)}
                    {data.ServedSharePct != null && TP.servedShare(data.ServedSharePct)}
                  </div>
                )}
                {!data.Complete && (
                  <div className="pub-note" data-testid="reference-note">
                    <span className="pub-tag warn" style={{ marginRight: 6 }}>
                      {TP.reference}
                    </span>
                    {TP.referenceNote}
                  </div>
                )}
                <div className="pub-days" data-testid="day-cards">
                  {data.Days.map((d) => (
                    <DayCard key={d.Date} day={d} />
                  ))}
                </div>
              </>
            )}

            <div className="pub-info">
              <Licences licences={data.Licences} />
              <Inspection inspection={data.Inspection} />
            </div>
            <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} firmId={data.School.FirmId} schoolName={data.School.FirmName} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function DayCard({ day }: { day: Day }) {
  // on a phone a day reads as meals and dishes first; each dish opens to its ingredients
  const phone = useSyncExternalStore(onPhoneChange, isPhone, () => false);
  return (
    <article className="pub-card pub-day" data-testid="day-card">
      <div className="pub-day-head">
        <b>{dayLabel(day.Date)}</b>
      </div>
      {day.Meals.length === 0 ? (
        <div className="pub-sub">{TP.noMeals}</div>
      ) : (
        day.Meals.map((m) => (
          <div className="pub-meal" key={`${m.PackageType}-${m.Name}`} data-testid="meal">
            <div className="pub-meal-name">
              <span className="pub-tag">{ACCOMPANY_MEALS[m.PackageType] ?? m.Name}</span>
              {m.Name && m.Name !== ACCOMPANY_MEALS[m.PackageType] ? m.Name : null}
            </div>
            {m.Dishes.map((dish, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a meal may serve the same dish twice
              <Dish key={`${dish.Name}-${i}`} dish={dish} folded={phone} />
            ))}
          </div>
        ))
      )}
      {(day.Energy || day.Protein || day.FatEnergyPct) && (
        <div className="pub-bars" data-testid="nutrient-bars">
          {day.Energy && <NutrientBar label={TP.energy} of={TP.ofStandard} band={day.Energy} testId="bar-energy" />}
          {day.Protein && <NutrientBar label={TP.protein} of={TP.ofStandard} band={day.Protein} testId="bar-protein" />}
          {day.FatEnergyPct && <NutrientBar label={TP.fat} of={TP.ofEnergy} band={day.FatEnergyPct} testId="bar-fat" />}
        </div>
      )}
    </article>
  );
}

type DishRow = Day['Meals'][number]['Dishes'][number];

/** A dish and its ingredients (grams a portion, origin, supplier, trace), folded when `folded` until opened. */
function Dish({ dish, folded }: { dish: DishRow; folded: boolean }) {
  const [open, setOpen] = useState(!folded);
  useEffect(() => setOpen(!folded), [folded]);
  return (
    <details className="pub-dish" open={open} onToggle={(e) => setOpen(e.currentTarget.open)} data-testid="dish">
      <summary className="pub-dish-name">
        {dish.Name}
        <span className="pub-dish-count">{TP.ingredientCount(dish.Ingredients.length)}</span>
      </summary>
      <ul className="pub-ing">
        {dish.Ingredients.map((ing, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: ingredients have no id of their own
          <li key={`${ing.Name}-${j}`}>
            <span className="pub-ing-name">{ing.Name}</span>
            <span className="pub-ing-g">{TP.grams(ing.Grams)}</span>
            {ing.TraceId && (
              <Link to={traceHref(ing.TraceId)} data-testid="trace-link">
                <SafetyCertificateOutlined /> {TP.trace}
              </Link>
            )}
            <span className="pub-ing-src">
              {ing.Origin || ing.SupplierName
                ? [ing.Origin && `${TP.origin}：${ing.Origin}`, ing.SupplierName && `${TP.supplier}：${ing.SupplierName}`].filter(Boolean).join('　')
                : TP.noOrigin}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function Licences({ licences }: { licences: TSchoolWeek['Licences'] }) {
  return (
    <div className="pub-card" data-testid="licences">
      <h2>{TP.licences}</h2>
      {licences.length === 0 ? (
        <div className="pub-sub">{TP.noLicences}</div>
      ) : (
        licences.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a school may hold two licences of one name
          <div className="pub-row" key={`${l.Name}-${i}`}>
            <span>{l.Name}</span>
            <span>
              {TP.validUntil(l.ValidUntil)} <span className={`pub-tag${l.Valid ? '' : ' bad'}`}>{l.Valid ? TP.valid : TP.expired}</span>
            </span>
          </div>
        ))
      )}
    </div>
  );
}

function Inspection({ inspection }: { inspection: TSchoolWeek['Inspection'] }) {
  const grade = inspection.QuantifiedGrade;
  return (
    <div className="pub-card" data-testid="inspection">
      <h2>{TP.inspection}</h2>
      <div className="pub-row">
        <span>{TP.grade}</span>
        <span data-testid="grade">
          {grade ? (
            <>
              <span className="pub-grade">{grade}</span>
              {QUANTIFIED_GRADE_NAMES[grade] ?? ''}
            </>
          ) : (
            TP.noGrade
          )}
        </span>
      </div>
      <div className="pub-row">
        <span>{TP.cases(INSPECTION_WINDOW_DAYS)}</span>
        <span>{inspection.Cases > 0 ? TP.casesValue(inspection.Cases, inspection.Closed) : TP.noCases}</span>
      </div>
      {inspection.Latest && (
        <div className="pub-row">
          <span>{TP.latestCase}</span>
          <span style={{ textAlign: 'right' }}>
            {formatChinaTime(inspection.Latest.Time)} · {inspection.Latest.Ability} · {inspection.Latest.Status}
          </span>
        </div>
      )}
    </div>
  );
}
