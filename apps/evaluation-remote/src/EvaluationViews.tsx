import { displayableItems, judgedGradesOf, MAX_TERM_LENGTH, judgedNdcgAt, stringifySearchParams, type EvaluationResult, type Grade, type SearchResult } from '@shop/api-client';
import { requestContextFor, useSearchApi, useShopMessage, useUrlState, withoutRefusedParam, type PageProps } from '@shop/listing';
import { formatNumber, formatPrice, toRouteLocale, useShopTranslation } from '@shop/market';
import { StatusMessage } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { GradeRadios } from './judging/GradeRadios';
import { correctionsFile, correctionsFileName, downloadText, exportKey, VERDICTS, type Grades } from './judging/judgments';
import { useJudgments, useVerdict, type Judgments } from './judging/useJudgments';

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
  const { t } = useShopTranslation(['evaluation', 'search']);
  const headingId = useId();
  const items = displayableItems(result?.items ?? []).slice(0, SHOWN);
  const ndcg = judgedNdcgAt(
    items.map((item) => item.gridbox.productId),
    judgments.grades,
    K,
  );
  return (
    <section className="ev-column" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      <p className="sk-muted">{result ? t('cqe.results', { count: result.numFound, replace: { count: formatNumber(result.numFound, locale) } }) : ''}</p>
      <p className="ev-ndcg" data-testid="ndcg">
        {ndcg === null ? t('judging.ndcgUndefined') : t('judging.ndcg', { value: formatNumber(ndcg, locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }) })}
      </p>
      {/* A variant that found nothing says so (SPEC §8: an empty result shows the no-results message). */}
      {items.length === 0 ? <NoVariantResults locale={locale} /> : null}
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
              <GradeRadios name={`grade-${side}-${id}`} title={name} grade={Object.hasOwn(judgments.grades, id) ? judgments.grades[id] : undefined} onGrade={(g: Grade) => judgments.setGrade(id, g)} />
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
  // What the last of load and clear did, said in a region that is there from the start (one added with its text
  // is often not read): they change many radio buttons at once, out of sight.
  const [note, setNote] = useState('');
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
              const count = Object.keys({ ...judgments.grades, ...judged.grades }).length;
              setNote(`${t('judging.loaded')} ${t('judging.graded', { count })}`);
            }}
          >
            {t('judging.load')}
          </button>
        ) : null}
        <button type="button" className="button" disabled={given === 0} onClick={() => downloadText(correctionsFile(key, judgments.grades), correctionsFileName(key))}>
          {t('judging.export')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          // aria-disabled: a disabled button would drop the focus it has to the page's body once it has cleared.
          aria-disabled={given === 0 || undefined}
          onClick={() => {
            if (given === 0) return;
            judgments.clear();
            setNote(t('judging.graded', { count: 0 }));
          }}
        >
          {t('judging.clear')}
        </button>
      </div>
      <p className="sk-muted" data-testid="graded-count">
        {t('judging.graded', { count: given })}
      </p>
      <p className="sk-muted" role="status" data-testid="judging-note">
        {note}
      </p>
      <p className="sk-muted">{t('judging.kept')}</p>
    </section>
  );
}

/** An evaluation answer that is not a comparison: thrown, so it is never kept as one (a retry asks again). */
class EvaluationFailed extends Error {
  constructor(
    readonly status: number,
    /** The error answer's body: a 400's names the parameter it refuses. */
    readonly body?: unknown,
  ) {
    super(`evaluation answer ${status}`);
  }
}

/**
 * Whether a query's last answer failed, also while it is asked again: TanStack Query makes a query without
 * data pending again then, which would take the failure and its retry button (with the focus) away at once.
 */
function failed(query: { isError: boolean; isFetching: boolean; errorUpdateCount: number; data: unknown }): boolean {
  return query.isError || (query.isFetching && query.errorUpdateCount > 0 && query.data === undefined);
}

/** A variant without products: the storefront's no-results message (nrp, SPEC §4, §8), or the shop's own words. */
function NoVariantResults({ locale }: { locale: string }) {
  const { t } = useShopTranslation('search');
  const message = useShopMessage('nrp', locale);
  return <p className="ev-empty">{message ?? t('noResults.none')}</p>;
}

/**
 * The text a failed answer shows (SPEC §8: the no-results message plus the error text), with a retry; the query
 * form stays above it.
 */
function FailedAnswer({ retry, retrying, locale }: { retry: () => void; retrying: boolean; locale: string }) {
  const { t } = useShopTranslation('search');
  const message = useShopMessage('nrp', locale);
  return (
    <StatusMessage
      tone="error"
      title={t('error.headline')}
      action={
        // aria-disabled, not disabled: a disabled button drops the focus it has to the page's body while it asks.
        <button
          type="button"
          className="button"
          onClick={() => {
            if (!retrying) retry();
          }}
          aria-disabled={retrying || undefined}
          aria-busy={retrying || undefined}
        >
          {t('error.retry')}
        </button>
      }
    >
      {message ? <p>{message}</p> : null}
    </StatusMessage>
  );
}

function Compare({ locale, params }: PageProps) {
  const { t } = useShopTranslation(['evaluation', 'search']);
  const api = useSearchApi();
  const urlState = useUrlState();
  const first = Number(params.firstIndex ?? 0);
  const second = Number(params.secondIndex ?? 1);
  const q = urlState.q?.trim() ?? '';
  const context = useMemo(() => requestContextFor(locale), [locale]);
  const [verdict, giveVerdict] = useVerdict(locale, first, second, q);
  const judgments = useJudgments(locale, q);
  const query = useQuery({
    queryKey: ['evaluation', context.country, context.language, first, second, urlState],
    queryFn: async ({ signal }) => {
      const answer = await api.search({ type: 'evaluation', firstIndex: first, secondIndex: second }, urlState, context, { signal });
      if (answer.kind !== 'ok') throw new EvaluationFailed(answer.status, answer.kind === 'error' ? answer.error.body : undefined);
      return answer.data as EvaluationResult;
    },
    enabled: q.length > 0,
    retry: false,
  });
  // SPEC §5, as on the listing pages: a parameter the API refuses (a sort it does not know, an offset past its
  // limit) is dropped from the address and the comparison asked again, not a failure "try again" cannot mend.
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const refused = query.error instanceof EvaluationFailed && query.error.status === 400 ? withoutRefusedParam(query.error.body, urlState) : undefined;
  const correctedHref = refused ? `${pathname}?${stringifySearchParams(refused)}` : undefined;
  useEffect(() => {
    if (correctedHref !== undefined) navigate(correctedHref, { replace: true });
  }, [correctedHref, navigate]);
  // "Try again" goes with the failure once the comparison comes: the focus it had goes to the first column's
  // heading, not to the page's start (WCAG 2.4.3).
  const retriedWithFocus = useRef(false);
  const columns = useRef<HTMLDivElement>(null);
  const arrived = query.data !== undefined;
  useEffect(() => {
    if (!arrived || !retriedWithFocus.current) return;
    retriedWithFocus.current = false;
    columns.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [arrived]);

  // Keyed by the query: a way back to a comparison still in the cache shows its own words, not the last typed.
  const form = <QueryForm key={q} locale={locale} initial={q} pair={[first, second]} />;
  if (!q) return form;
  if (failed(query)) {
    return (
      <>
        {form}
        <FailedAnswer
          retry={() => {
            retriedWithFocus.current = document.activeElement instanceof HTMLButtonElement;
            // A retry that fails again keeps the focus on its button: a later comparison (another query) takes none.
            void query.refetch().then((result) => {
              if (result.isError) retriedWithFocus.current = false;
            });
          }}
          retrying={query.isFetching}
          locale={locale}
        />
      </>
    );
  }
  if (query.data === undefined) {
    return (
      <>
        {form}
        <p role="status">{t('search:loading.products')}</p>
      </>
    );
  }
  const data = query.data;
  const keys = Object.keys(data.variants ?? {});
  return (
    <div className="ev-compare">
      {form}
      <JudgingBar key={`${locale}:${q}`} judgments={judgments} judged={judgedGradesOf(data)} locale={locale} q={q} />
      <div className="ev-columns" ref={columns}>
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
        {VERDICTS.map((v) => (
          <button key={v} type="button" className="button button--secondary" aria-pressed={verdict === v} onClick={() => giveVerdict(v)}>
            {t(`compare.${v}`)}
          </button>
        ))}
      </div>
      {/* Always there, so the thanks is announced when it comes (a live region added with its text often is not). */}
      <p role="status">{verdict ? t('compare.thanks') : ''}</p>
    </div>
  );
}

function Suggestions({ locale }: { locale: string }) {
  const { t } = useShopTranslation(['evaluation', 'search']);
  const api = useSearchApi();
  const context = useMemo(() => requestContextFor(locale), [locale]);
  const browse = useQuery({
    queryKey: ['evaluation-suggestions', context.country, context.language],
    queryFn: async ({ signal }) => {
      const answer = await api.search({ type: 'search' }, { offset: 0, isEmbedded: false, filters: {} }, context, { signal });
      if (answer.kind !== 'ok') throw new EvaluationFailed(answer.status);
      return answer.data;
    },
    retry: false,
  });
  const category = browse.data?.facets.find((f) => f.code === 'category');
  const values = category && category.type !== 'RANGE' ? category.values.slice(0, 12) : [];
  return (
    <>
      <p>{t('suggestions.body')}</p>
      {failed(browse) ? (
        <FailedAnswer retry={() => void browse.refetch()} retrying={browse.isFetching} locale={locale} />
      ) : browse.isPending ? (
        <p role="status">{t('search:loading.products')}</p>
      ) : null}
      {browse.isSuccess && values.length === 0 ? <p role="status">{t('search:noResults.none')}</p> : null}
      {values.length > 0 ? (
        <ul className="ev-suggestions">
          {values.map((v) => (
            <li key={v.label}>
              <Link to={comparePath(locale, 0, 1, v.label)}>{v.label}</Link> <span className="sk-muted">({formatNumber(v.count, locale)})</span>
            </li>
          ))}
        </ul>
      ) : null}
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
