import { isOwnPath, type SearchResult } from '@shop/api-client';
import { AdvisorBox, TeaserRow } from '@shop/ui-kit';
import { useNavigate } from 'react-router';

/** Advisors a listing shows at most, one under the other. */
export const ADVISOR_LIMIT = 2;

/**
 * A result's teasers and advisors (SPEC §3 search result: teasers, advisors; an older answer's advisors in its
 * `xPayload`), above its products. Our own paths navigate in the app, another allowed host's are loaded.
 */
export function ResultGuides({ result, headingLevel }: { result: SearchResult | null; headingLevel: 2 | 3 }) {
  const navigate = useNavigate();
  if (!result) return null;
  const advisors = (result.advisors.length > 0 ? result.advisors : (result.xPayload?.advisors ?? [])).slice(0, ADVISOR_LIMIT);
  const go = (href: string) => (isOwnPath(href) ? navigate(href) : window.location.assign(href));
  return (
    <>
      <TeaserRow teasers={result.teasers} onNavigate={go} />
      {advisors.map((advisor) => (
        <AdvisorBox key={advisor.id} advisor={advisor} headingLevel={headingLevel} onNavigate={go} />
      ))}
    </>
  );
}
