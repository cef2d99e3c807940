import { displayableItems, type EvaluationResult, type SearchResult } from '@shop/api-client';
import { requestContextFor, useSearchApi, useUrlState, type PageProps } from '@shop/listing';
import { formatPrice, toRouteLocale, useShopTranslation } from '@shop/market';
import { StatusMessage } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

function comparePath(locale: string, first: number, second: number, q: string): string {
  return `/evaluation/${toRouteLocale(locale)}/${first}/${second}?q=${encodeURIComponent(q).replace(/%20/g, '+')}`;
}

function QueryForm({ locale, initial = '' }: { locale: string; initial?: string }) {
  const { t } = useShopTranslation(['evaluation', 'search']);
  const navigate = useNavigate();
  const [q, setQ] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (q.trim()) navigate(comparePath(locale, 0, 1, q.trim()));
  };
  return (
    <form className="ev-form" role="search" onSubmit={submit}>
      <label htmlFor="ev-q">{t('evaluation:compare.query')}</label>
      <input id="ev-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('search:field.placeholder')} />
      <button className="button" type="submit">
        {t('evaluation:compare.title')}
      </button>
    </form>
  );
}

function VariantColumn({ title, result, locale }: { title: string; result: SearchResult | undefined; locale: string }) {
  const items = displayableItems(result?.items ?? []);
  return (
    <section className="ev-column" aria-label={title}>
      <h2>{title}</h2>
      <p className="sk-muted">{result ? `${result.numFound}` : ''}</p>
      <ol className="ev-list">
        {items.slice(0, 24).map((item) => (
          <li key={item.code ?? item.gridbox.productId}>
            <span className="ev-title">{item.gridbox.keyfacts?.title ?? item.label}</span>
            <span className="ev-meta">
              {item.gridbox.brand?.name} · {formatPrice(item.gridbox.price.price, locale)}
            </span>
          </li>
        ))}
      </ol>
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
  const query = useQuery({
    queryKey: ['evaluation', context.country, context.language, first, second, urlState],
    queryFn: ({ signal }) => api.search({ type: 'evaluation', firstIndex: first, secondIndex: second }, urlState, context, { signal }),
    enabled: Boolean(urlState.q),
    retry: false,
  });
  if (!urlState.q) return <QueryForm locale={locale} />;
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
      <QueryForm locale={locale} initial={urlState.q} />
      <div className="ev-columns">
        {keys.slice(0, 2).map((key, i) => (
          <VariantColumn key={key} title={t('compare.variant', { index: i === 0 ? first : second })} result={data.variants[key]} locale={locale} />
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

export const evaluationCss = `
.ev-nav{display:flex;gap:12px;flex-wrap:wrap;margin:0 0 16px}
.ev-form{display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin:0 0 16px}
.ev-form input{flex:1;min-width:12rem;font:inherit;padding:10px 12px;border:1px solid #dfe3e8;border-radius:8px}
.ev-columns{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.ev-column{background:#fff;border-radius:10px;padding:12px;min-width:0}
.ev-column h2{font-size:1.05rem;margin:0}
.ev-list{padding-left:1.4em;margin:8px 0 0}
.ev-list li{margin:0 0 8px}
.ev-title{display:block;font-weight:600;overflow-wrap:anywhere}
.ev-meta{display:block;color:#5b6470;font-size:.9rem}
.ev-verdict{display:flex;gap:8px;flex-wrap:wrap;margin:16px 0}
`;
