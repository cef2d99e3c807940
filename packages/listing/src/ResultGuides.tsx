import type { AdvisorAnswer, SearchResult } from '@shop/api-client';
import { AdvisorBox, TeaserRow } from '@shop/ui-kit';
import { answerState } from './facetState';
import { useFollowLink } from './pageEvents';
import { useSetUrlState, useUrlState } from './urlHooks';

/** Advisors a listing shows at most, one under the other. */
export const ADVISOR_LIMIT = 2;

/**
 * A result's teasers and advisors (SPEC §3 search result: teasers, advisors; an older answer's advisors in its
 * `xPayload`), above its products. An answer that narrows the search is applied like a filter (`answerState`);
 * other addresses of ours navigate in the app; another allowed host's, or the shop's from a storefront's widget,
 * are left for (`PageEvents.open`: a widget's page hears a cancelable `shop-navigate` first).
 */
export function ResultGuides({ result, headingLevel }: { result: SearchResult | null; headingLevel: 2 | 3 }) {
  const go = useFollowLink();
  const state = useUrlState();
  const setUrl = useSetUrlState();
  if (!result) return null;
  const advisors = (result.advisors.length > 0 ? result.advisors : (result.xPayload?.advisors ?? [])).slice(0, ADVISOR_LIMIT);
  const answer = (href: string, taken: AdvisorAnswer) => {
    const next = answerState(state, taken.link);
    if (next) setUrl(next);
    else go(href);
  };
  return (
    <>
      <TeaserRow teasers={result.teasers} onNavigate={go} />
      {advisors.map((advisor) => (
        <AdvisorBox key={advisor.id} advisor={advisor} headingLevel={headingLevel} onNavigate={answer} />
      ))}
    </>
  );
}
