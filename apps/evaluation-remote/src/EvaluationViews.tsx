import { displayableItems, judgedGradesOf, MAX_TERM_LENGTH, judgedNdcgAt, type EvaluationResult, type Grade, type SearchResult } from '@shop/api-client';
import { requestContextFor, useSearchApi, useUrlState, type PageProps } from '@shop/listing';
import { formatNumber, formatPrice, toRouteLocale, useShopTranslation } from '@shop/market';
import { StatusMessage } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { GradeRadios } from './judging/GradeRadios';
import { correctionsFile, correctionsFileName, downloadText, exportKey, type Grades } from './judging/judgments';
import { useJudgments, type Judgments } from './judging/useJudgments';

/** Results shown (and gradable) per side; nDCG looks at the top {@link K}. */
const SHOWN = 24;
const K = 10;

function comparePath(locale: string, first: number, second: number, q: string): string {
  return `/evaluation/${toRouteLocale(locale)}/${first}/${second}?q=${encodeURIComponent(q).replace(/%20/g, '+')}`;
}

/** The query to compare; on a comparison page it keeps that page's pair of variants (the start page's is 0 and 1). */
function QueryForm({ locale, initial = '', pair = [0, 1] }: { locale: string; initial?: string; pair?: readonly [number, number] }) {
  const { t } = useShopTranslation(['evaluation', 'uiKit']);
  const navigate = useNavigate();
  const [q, setQ] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (q.trim()) navigate(comparePath(locale, pair[0], pair[1], q.trim()));
  };
  return (
    <form className="ev-form" role="search" aria-label={t('evaluation:compare.title')} onSubmit={submit}>
      <label htmlFor="ev-q">{t('evaluation:compare.query')}</label>
      <input id="ev-q" type="search" maxLength={MAX_TERM_LENGTH} value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('uiKit:searchField.placeholder')} />
      <button className="button" type="submit">
        {t('evaluation:compare.title')}
      </button>
    </form>
  );
}

function VariantColumn({ title, result, locale, side, judgments }: { title: string; result: SearchResult | undefined; locale: string; side: string; judgments: Judgments }) {
  const { t } = useShopTranslation('evaluation');
  const headingId = useId();
  const items = displayableItems(result?.items ?? []).slice(0, SHOWN);
  const ndcg = judgedNdcgAt(
    items.map((item) => item.gridbox.productId),
    judgments.grades,
    K,
  );
  return (
    <section className="ev-column" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="sk-muted">{result ? `${result.numFound}` : ''}</p>
      <p className="ev-ndcg" data-testid="ndcg">
        {ndcg === null ? t('judging.ndcgUndefined') : t('judging.ndcg', { value: formatNumber(ndcg, locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }) })}
      </p>
      <ol className="ev-list">
        {items.map((item) => {
          const id = item.gridbox.productId;
          const name = item.gridbox.keyfacts?.title ?? item.label ?? id;
          return (
            <li key={item.code ?? id} className="ev-result">
              <span className="ev-title">{name}</span>
              <span className="ev-meta">
                {item.gridbox.brand?.name} · {formatPrice(item.gridbox.price.price, locale)}
              </span>
              <GradeRadios name={`grade-${side}-${id}`} title={name} grade={judgments.grades[id]} onGrade={(g: Grade) => judgments.setGrade(id, g)} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Grading controls above the two sides: the scale, the rule behind the figures, the judged set's grades, export. */
function JudgingBar({ judgments, judged, locale, q }: { judgments: Judgments; judged: { queryId: string; grades: Grades } | null; locale: string; q: string }) {
  const { t } = useShopTranslation('evaluation');
  const [loaded, setLoaded] = useState(false);
  const given = Object.keys(judgments.grades).length;
  const key = exportKey(judged?.queryId, locale, q);
  return (
    <section className="ev-judging" aria-label={t('judging.title')}>
      <h2>{t('judging.title')}</h2>
      <p>{t('judging.scale')}</p>
      <p>{t('judging.rule')}</p>
      <p className="sk-muted">{judged ? t('judging.inSet', { id: judged.queryId }) : t('judging.notInSet')}</p>
      <div className="ev-actions">
        {judged ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              judgments.merge(judged.grades);
              setLoaded(true);
            }}
          >
            {t('judging.load')}
          </button>
        ) : null}
        <button type="button" className="button" disabled={given === 0} onClick={() => downloadText(correctionsFile(key, judgments.grades), correctionsFileName(key))}>
          {t('judging.export')}
        </button>
        <button type="button" className="button button--secondary" disabled={given === 0} onClick={() => judgments.clear()}>
          {t('judging.clear')}
        </button>
      </div>
      <p className="sk-muted" data-testid="graded-count">
        {t('judging.graded', { count: given })}
      </p>
      {loaded && judged ? <p className="sk-muted">{t('judging.loaded')}</p> : null}
      <p className="sk-muted">{t('judging.kept')}</p>
    </section>
  );
}

function Compare({ locale, params }: PageProps) {
  const { t } = useShopTranslation('evaluation');
  const api = useSearchApi();
  const urlState = useUrlState();
  const first = Number(params.firstIndex ?? 0);
  const second = Number(params.secondIndex ?? 1);
  const context = useMemo(() => requestContextFor(locale), [locale]);
  const [verdict, setVerdict] = useState<string | null>(null);
  const judgments = useJudgments(locale, urlState.q ?? '');
  const query = useQuery({
    queryKey: ['evaluation', context.country, context.language, first, second, urlState],
    queryFn: ({ signal }) => api.search({ type: 'evaluation', firstIndex: first, secondIndex: second }, urlState, context, { signal }),
    enabled: Boolean(urlState.q),
    retry: false,
  });
  if (!urlState.q) return <QueryForm locale={locale} pair={[first, second]} />;
  if (query.isPending) return <p role="status">{t('compare.title')}…</p>;
  const answer = query.data;
  if (!answer || answer.kind !== 'ok') {
    return (
      <StatusMessage tone="error" title={t('title')}>
        <p>HTTP {answer?.status ?? 500}</p>
      </StatusMessage>
    );
  }
  const data = answer.data as EvaluationResult;
  const keys = Object.keys(data.variants ?? {});
  return (
    <div className="ev-compare">
      <QueryForm locale={locale} initial={urlState.q} pair={[first, second]} />
      <JudgingBar key={`${locale}:${urlState.q}`} judgments={judgments} judged={judgedGradesOf(data)} locale={locale} q={urlState.q} />
      <div className="ev-columns">
        {keys.slice(0, 2).map((key, i) => (
          <VariantColumn
            key={key}
            side={i === 0 ? 'left' : 'right'}
            title={t('compare.variant', { index: i === 0 ? first : second })}
            result={data.variants[key]}
            locale={locale}
            judgments={judgments}
          />
        ))}
      </div>
      <div className="ev-verdict" role="group" aria-label={t('compare.title')}>
        {(['preferLeft', 'equal', 'preferRight'] as const).map((v) => (
          <button key={v} type="button" className="button button--secondary" aria-pressed={verdict === v} onClick={() => setVerdict(v)}>
            {t(`compare.${v}`)}
          </button>
        ))}
      </div>
      {verdict ? <p role="status">{t('compare.thanks')}</p> : null}
    </div>
  );
}

function Suggestions({ locale }: { locale: string }) {
  const { t } = useShopTranslation('evaluation');
  const api = useSearchApi();
  const context = useMemo(() => requestContextFor(locale), [locale]);
  const browse = useQuery({
    queryKey: ['evaluation-suggestions', context.country, context.language],
    queryFn: ({ signal }) => api.search({ type: 'search' }, { offset: 0, isEmbedded: false, filters: {} }, context, { signal }),
  });
  const category = browse.data?.kind === 'ok' ? browse.data.data.facets.find((f) => f.code === 'category') : undefined;
  const values = category && category.type !== 'RANGE' ? category.values.slice(0, 12) : [];
  return (
    <>
      <p>{t('suggestions.body')}</p>
      <ul className="ev-suggestions">
        {values.map((v) => (
          <li key={v.label}>
            <Link to={comparePath(locale, 0, 1, v.label)}>{v.label}</Link> <span className="sk-muted">({v.count})</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The evaluation tool: landing, instructions, suggestions and the side-by-side comparison of two variants. */
export function EvaluationToolView(props: PageProps) {
  const { t } = useShopTranslation('evaluation');
  const { view = 'evaluation', locale } = props;
  const heading =
    view === 'evaluationInstructions' ? t('instructions.title') : view === 'evaluationSuggestions' ? t('suggestions.title') : view === 'evaluationCompare' ? t('compare.title') : t('title');
  return (
    <article className="ev-page">
      <h1 className="sk-page-title">{heading}</h1>
      <nav className="ev-nav" aria-label={t('title')}>
        <Link to="/evaluation">{t('title')}</Link>
        <Link to={`/evaluation/instructions/${toRouteLocale(locale)}`}>{t('instructions.title')}</Link>
        <Link to={`/evaluation/suggestions/${toRouteLocale(locale)}`}>{t('suggestions.title')}</Link>
      </nav>
      {view === 'evaluationInstructions' ? <p>{t('instructions.body')}</p> : null}
      {view === 'evaluationSuggestions' ? <Suggestions locale={locale} /> : null}
      {view === 'evaluationCompare' ? <Compare {...props} /> : null}
      {view === 'evaluation' ? (
        <>
          <p>{t('intro')}</p>
          <QueryForm locale={locale} />
        </>
      ) : null}
    </article>
  );
}
