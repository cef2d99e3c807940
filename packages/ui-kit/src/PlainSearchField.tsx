import type { FormEvent, Ref } from 'react';
import { MAX_TERM_LENGTH } from '@shop/api-client';
import { useShopTranslation } from '@shop/market';

/** The magnifier of the search field's submit button. */
export function SearchSubmitIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

export interface PlainSearchFieldProps {
  /** Where the form goes: the search page, which reads `q`. */
  action: string;
  /** Id of the input. */
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The shopper is about to use the field (pointer, focus or key): a caller may load the full field now. */
  onEngage?: () => void;
  /**
   * Takes the search in the page (e.g. the router) instead of the form's GET, with the field's text. Without
   * it, or without scripts, the form goes to `action?q=…`.
   */
  onSubmitQuery?: (query: string) => void;
  testId?: string;
}

/**
 * The search field as a plain form (`GET action?q=…`), in the markup of a closed {@link SearchField}: it works
 * without any script, and a page can show it until the field with suggestions has loaded (or when that field
 * cannot load) without the header moving when one takes the other's place.
 */
export function PlainSearchField({ action, id, inputRef, onEngage, onSubmitQuery, testId }: PlainSearchFieldProps) {
  const { t } = useShopTranslation('uiKit');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmitQuery) return;
    event.preventDefault();
    onSubmitQuery(String(new FormData(event.currentTarget).get('q') ?? ''));
  };
  return (
    <form
      className="sk-search"
      role="search"
      action={action}
      method="get"
      data-testid={testId}
      onPointerDown={onEngage}
      onFocus={onEngage}
      onKeyDown={onEngage}
      onSubmit={submit}
    >
      <label className="sk-visually-hidden" htmlFor={id}>
        {t('searchField.label')}
      </label>
      <div className="sk-search__box">
        <input
          ref={inputRef}
          id={id}
          name="q"
          className="sk-search__input"
          type="search"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_TERM_LENGTH}
          placeholder={t('searchField.placeholder')}
        />
        <button type="submit" className="sk-search__submit">
          <SearchSubmitIcon />
          <span className="sk-visually-hidden">{t('searchField.submit')}</span>
        </button>
      </div>
    </form>
  );
}
