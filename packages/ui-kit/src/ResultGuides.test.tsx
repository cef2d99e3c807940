/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import type { Advisor, Teaser } from '@shop/api-client';
import { fireEvent, screen, within } from '@testing-library/react';

import { ADVISOR_ANSWER_LIMIT, AdvisorBox, TEASER_LIMIT, TeaserRow } from './ResultGuides';
import { renderWithI18n } from './test/renderWithI18n';

const link = { type: 'search' } as const;
const answer = (text: string, url = `/q/search?q=sofa&category=${text.replace(/ /g, '-')}`, image?: string) => ({ text, url, link, ...(image ? { image } : {}) });
const advisor = (answers: Advisor['answers'], question = 'Which sofa are you looking for?'): Advisor => ({ id: 'a1', name: 'sofa', question, answers });
const teaser = (overrides: Partial<Teaser> = {}): Teaser => ({
  id: 't1',
  name: 'Garden sale',
  link,
  url: '/q/de-DE/search?q=garden',
  image: '/images/garden.jpg',
  text: 'Up to 30 % off in the garden',
  open_in_a_new_tab: false,
  ...overrides,
});

describe('AdvisorBox (SPEC §3 advisor: question, answers)', () => {
  it('asks its question as a heading of the tiles\' level, each answer a link named by its text, its picture only shown', () => {
    const onNavigate = jest.fn();
    renderWithI18n(<AdvisorBox advisor={advisor([answer('Corner sofas', undefined, '/images/corner.jpg'), answer('Sofa beds')])} headingLevel={3} onNavigate={onNavigate} />);
    const box = screen.getByRole('region', { name: 'Which sofa are you looking for?' });
    expect(within(box).getByRole('heading', { level: 3, name: 'Which sofa are you looking for?' })).toBeInTheDocument();
    const links = within(box).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Corner sofas', '/q/search?q=sofa&category=Corner-sofas'],
      ['Sofa beds', '/q/search?q=sofa&category=Sofa-beds'],
    ]);
    expect(links[0]!.querySelector('img')).toHaveAttribute('alt', '');
    fireEvent.click(links[1]!);
    expect(onNavigate).toHaveBeenCalledWith('/q/search?q=sofa&category=Sofa-beds', expect.objectContaining({ text: 'Sofa beds', link }));
  });

  it('leaves out an answer whose address fails the link rule or that has no text, a picture that fails it, and answers past ADVISOR_ANSWER_LIMIT', () => {
    const answers = [
      answer('Evil', 'javascript:alert(1)'),
      answer('Elsewhere', '//evil.example/x'),
      answer('   '),
      answer('Corner sofas', undefined, 'javascript:alert(1)'),
      ...Array.from({ length: ADVISOR_ANSWER_LIMIT + 2 }, (_, i) => answer(`Answer ${i}`)),
    ];
    renderWithI18n(<AdvisorBox advisor={advisor(answers)} />);
    const texts = screen.getAllByRole('link').map((a) => a.textContent);
    // The limit counts the answers shown: those left out leave their places to the next.
    expect(texts).toEqual(['Corner sofas', ...Array.from({ length: ADVISOR_ANSWER_LIMIT - 1 }, (_, i) => `Answer ${i}`)]);
    expect(document.querySelector('img')).toBeNull();
    expect(ADVISOR_ANSWER_LIMIT).toBe(8);
  });

  it('shows two answers to one address, and two teasers of one id, each once (an upstream may repeat itself)', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithI18n(
      <>
        <AdvisorBox advisor={advisor([answer('Sofas', '/q/search?q=sofa'), answer('Couches', '/q/search?q=sofa')])} />
        <TeaserRow teasers={[teaser({ text: 'One' }), teaser({ text: 'Two' })]} />
      </>,
    );
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Sofas', 'Couches', 'One', 'Two']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows nothing without a question or without an answer to show', () => {
    const { container } = renderWithI18n(
      <>
        <AdvisorBox advisor={advisor([answer('Corner sofas')], ' ')} />
        <AdvisorBox advisor={advisor([answer('Evil', 'javascript:alert(1)')])} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TeaserRow (SPEC §3 teaser: link, image, mobile image, text, open in a new tab)', () => {
  it('links each teaser picture where it leads, named by its text, with the mobile image on a narrow screen; a plain click navigates in the app', () => {
    const onNavigate = jest.fn();
    renderWithI18n(<TeaserRow teasers={[teaser({ mobile_image: '/images/garden-narrow.jpg' })]} onNavigate={onNavigate} />);
    const a = screen.getByRole('link', { name: 'Up to 30 % off in the garden' });
    expect(a).toHaveAttribute('href', '/q/de-DE/search?q=garden');
    expect(a).not.toHaveAttribute('target');
    expect(a.querySelector('img')).toHaveAttribute('src', '/images/garden.jpg');
    expect(a.querySelector('source')).toHaveAttribute('srcset', '/images/garden-narrow.jpg');
    // SPEC §9: mobile if the width is 767 or less.
    expect(a.querySelector('source')).toHaveAttribute('media', '(max-width: 767px)');
    fireEvent.click(a);
    expect(onNavigate).toHaveBeenCalledWith('/q/de-DE/search?q=garden');
  });

  it('one that opens a new tab says so and does not hand the page to the next one; one without text is named by its name', () => {
    const onNavigate = jest.fn();
    renderWithI18n(<TeaserRow teasers={[teaser({ open_in_a_new_tab: true, text: undefined })]} onNavigate={onNavigate} />);
    const a = screen.getByRole('link', { name: 'Garden sale (opens in a new tab)' });
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(a);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('leaves out a teaser whose address or image fails the link rule, or with nothing to be named by, and shows TEASER_LIMIT at most', () => {
    renderWithI18n(
      <TeaserRow
        teasers={[
          teaser({ id: 'bad-link', url: 'javascript:alert(1)' }),
          teaser({ id: 'bad-image', image: '//evil.example/x.jpg' }),
          teaser({ id: 'nameless', name: ' ', text: '' }),
          ...Array.from({ length: TEASER_LIMIT + 1 }, (_, i) => teaser({ id: `t${i}`, text: `Teaser ${i}`, url: `/q/search?q=t${i}` })),
        ]}
      />,
    );
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(Array.from({ length: TEASER_LIMIT }, (_, i) => `Teaser ${i}`));
    expect(TEASER_LIMIT).toBe(3);
  });

  it('shows nothing without a teaser to show', () => {
    const { container } = renderWithI18n(<TeaserRow teasers={[teaser({ url: undefined })]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
