import type { Advisor, AdvisorAnswer, Teaser } from '@shop/api-client';
import { useShopTranslation } from '@shop/market';
import { useId } from 'react';

import { navigateOnPlainClick, safeHref, useLinkPolicy } from './links';
import { MOBILE_MAX_WIDTH } from './useMediaQuery';

/** Answers an advisor shows; more are left out (a question with a dozen answers is a facet, not a question). */
export const ADVISOR_ANSWER_LIMIT = 8;
/** Teasers a listing shows in its row. */
export const TEASER_LIMIT = 3;

export interface AdvisorBoxProps {
  advisor: Advisor;
  /** The level of the question's heading: the level of the page's product tiles. */
  headingLevel?: 2 | 3;
  /** A plain click on an answer: its checked address, and the answer as received (its `link`). */
  onNavigate?: (href: string, answer: AdvisorAnswer) => void;
}

/**
 * A result's advisor (SPEC §3: question and answers): the question as a heading and each answer a link to where
 * it leads, with its picture. An answer whose address fails the link rule, or without text, is left out (one
 * whose picture fails it loses the picture); {@link ADVISOR_ANSWER_LIMIT} of the others are shown. Nothing is
 * shown without a question or an answer.
 */
export function AdvisorBox({ advisor, headingLevel = 2, onNavigate }: AdvisorBoxProps) {
  const policy = useLinkPolicy();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const answers = advisor.answers
    .flatMap((answer) => {
      const href = safeHref(answer.url, policy);
      const text = answer.text.trim();
      return href && text ? [{ href, text, image: safeHref(answer.image, policy), answer }] : [];
    })
    .slice(0, ADVISOR_ANSWER_LIMIT);
  if (answers.length === 0 || advisor.question.trim() === '') return null;
  return (
    <section className="sk-advisor" aria-labelledby={id} data-testid="advisor">
      <Heading className="sk-advisor__question" id={id}>
        {advisor.question}
      </Heading>
      <ul className="sk-advisor__answers">
        {/* By place as well: an upstream may send two answers to one address. */}
        {answers.map((answer, index) => (
          <li key={`${index}:${answer.href}`}>
            {/* A listing control (`data-focus-key`): when the answer has led to its result and is gone, the
                listing's focus keeper moves focus on to the result count instead of losing it. */}
            <a className="sk-advisor__answer" href={answer.href} data-focus-key={`advisor:${answer.href}`} onClick={navigateOnPlainClick(answer.href, onNavigate && ((href) => onNavigate(href, answer.answer)))}>
              {/* The answer's text names the link; its picture only shows it. */}
              {answer.image ? <img className="sk-advisor__image" src={answer.image} alt="" width={32} height={32} loading="lazy" /> : null}
              <span>{answer.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface TeaserRowProps {
  teasers: readonly Teaser[];
  onNavigate?: (href: string) => void;
}

/**
 * A result's teasers (SPEC §3: link, image, mobile image, text, open in a new tab), up to {@link TEASER_LIMIT}:
 * each a picture that links where it leads (the mobile image on a narrow screen), named by its text or else its
 * name. A teaser whose address or image fails the link rule, or that has nothing to be named by, is left out.
 * One that opens a new tab says so, and does not hand the page to the next one (`noopener`).
 */
export function TeaserRow({ teasers, onNavigate }: TeaserRowProps) {
  const { t } = useShopTranslation('uiKit');
  const policy = useLinkPolicy();
  const shown = teasers.flatMap((teaser) => {
    const href = safeHref(teaser.url, policy);
    const image = safeHref(teaser.image, policy);
    const label = (teaser.text ?? '').trim() || teaser.name.trim();
    return href && image && label ? [{ teaser, href, image, label, mobile: safeHref(teaser.mobile_image, policy) }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="sk-teasers" data-testid="teasers">
      {shown.slice(0, TEASER_LIMIT).map(({ teaser, href, image, label, mobile }, index) => {
        const newTab = teaser.open_in_a_new_tab;
        return (
          <li key={`${index}:${teaser.id}:${href}`}>
            <a
              className="sk-teaser"
              href={href}
              data-focus-key={`teaser:${href}`}
              {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { onClick: navigateOnPlainClick(href, onNavigate) })}
            >
              <picture>
                {mobile ? <source media={`(max-width: ${MOBILE_MAX_WIDTH}px)`} srcSet={mobile} /> : null}
                <img className="sk-teaser__image" src={image} alt="" loading="lazy" />
              </picture>
              <span className="sk-teaser__text">
                {label}
                {newTab ? <span className="sk-visually-hidden"> {t('link.newTab')}</span> : null}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
