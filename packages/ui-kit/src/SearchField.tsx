import { MAX_TERM_LENGTH, type SuggestGroup, type SuggestItem } from '@shop/api-client';
import { type FocusEvent, type FormEvent, type KeyboardEvent, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTopLayer } from './links';
import { useFirstRenderHydrated } from './hydration';
import { useShopTranslation } from '@shop/market';
import { SearchSubmitIcon } from './PlainSearchField';

/**
 * Hit counts as the shopper's language writes numbers (1.234 Treffer). Intl's own, not the market's kept
 * formatters (`formatCount`): the suggestions come after the shopper typed, when the page's number data is
 * there anyway, and importing the market's formatting into the suggestion box's code made the search page load
 * one more script file (a chunk its four other modules then shared).
 */
const hitFormats = new Map<string, Intl.NumberFormat>();
function formatHits(count: number, language: string): string {
  let format = hitFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language.replace('_', '-'));
    hitFormats.set(language, format);
  }
  return format.format(count);
}

export interface SearchFieldProps {
  /** The text in the field (controlled). */
  value: string;
  onValueChange: (value: string) => void;
  /** Called with the field's text when the shopper submits without picking a suggestion. */
  onSubmit: (value: string) => void;
  /** Suggestions for the current text; groups without items are not shown. */
  groups: readonly SuggestGroup[];
  /** Called when the shopper picks a suggestion (click, or Enter on the active option). */
  onSelect: (item: SuggestItem) => void;
  /** Suggestions are being fetched. Defaults to `false`. */
  loading?: boolean;
  /** Id of the input; other ids derive from it. Defaults to a generated id. */
  id?: string;
  /**
   * The shopper focused or typed in the field: its suggestions may be shown from now on. A caller fetches
   * suggestions only after this, not for the text a page arrives with.
   */
  onEngage?: () => void;
  /**
   * Where the form goes without scripts (`GET action?q=…`): a browser without JavaScript, or a page not
   * hydrated yet, still searches. With scripts the submit is the caller's (`onSubmit`).
   */
  action?: string;
}

/**
 * The suggestions in the browser's top layer where `useTopLayer` says (a storefront's page), placed under the
 * field by script and following scroll and resize. Returns whether they are.
 */
function useSuggestionsInTopLayer(listboxRef: RefObject<HTMLDivElement | null>, inputRef: RefObject<HTMLInputElement | null>, expanded: boolean): boolean {
  const topLayer = useTopLayer();
  useLayoutEffect(() => {
    const list = listboxRef.current;
    const box = inputRef.current?.parentElement;
    if (!topLayer || !list || !box) return undefined;
    if (!expanded) {
      if (list.matches(':popover-open')) list.hidePopover();
      return undefined;
    }
    const place = () => {
      const rect = box.getBoundingClientRect();
      Object.assign(list.style, { position: 'fixed', inset: 'auto', top: `${rect.bottom + 4}px`, left: `${rect.left}px`, width: `${rect.width}px`, height: 'auto', margin: '0' });
    };
    place();
    if (!list.matches(':popover-open')) list.showPopover();
    addEventListener('scroll', place, { capture: true, passive: true });
    addEventListener('resize', place);
    return () => {
      removeEventListener('scroll', place, { capture: true });
      removeEventListener('resize', place);
    };
  }, [topLayer, expanded, listboxRef, inputRef]);
  return topLayer;
}

interface Option {
  id: string;
  item: SuggestItem;
}

const GROUP_TEXT_KEYS: Readonly<Record<string, string>> = {
  product: 'suggestions.products',
  products: 'suggestions.products',
  productname: 'suggestions.products',
  brand: 'suggestions.brands',
  brands: 'suggestions.brands',
  category: 'suggestions.categories',
  categories: 'suggestions.categories',
};

/**
 * The search box: an ARIA 1.2 combobox over a grouped listbox of suggestions. Focus stays in the input; the
 * active option is announced through `aria-activedescendant`.
 */
export function SearchField({ value, onValueChange, onSubmit, groups, onSelect, loading = false, id, onEngage, action }: SearchFieldProps) {
  const { t, i18n } = useShopTranslation(['search', 'uiKit']);
  const generatedId = useId();
  const inputId = id ?? `sk-search-${generatedId}`;
  const listboxId = `${inputId}-suggestions`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  // Text typed into the server-rendered field before the page was live is taken over, not set back by the
  // next render (React keeps it while hydrating); still in the field, the shopper gets its suggestions.
  const fromServer = useFirstRenderHydrated();
  const takenOver = useRef(false);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (takenOver.current || !fromServer || !input) return;
    // Once, for what the server rendered.
    takenOver.current = true;
    if (input.value === input.defaultValue) return;
    onEngage?.();
    onValueChange(input.value);
    if (document.activeElement === input) setOpen(true);
  }, [fromServer, onEngage, onValueChange]);

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [shownGroups, setShownGroups] = useState(groups);
  if (shownGroups !== groups) {
    // New suggestions: the old active option no longer means anything.
    setShownGroups(groups);
    setActiveIndex(-1);
  }

  const sections: { group: SuggestGroup; key: string; labelId: string; options: Option[] }[] = [];
  const options: Option[] = [];
  groups.forEach((group, groupIndex) => {
    if (group.items.length === 0) return;
    const key = `${listboxId}-${groupIndex}`;
    const groupOptions = group.items.map((item, itemIndex) => ({ id: `${key}-${itemIndex}`, item }));
    sections.push({ group, key, labelId: `${key}-label`, options: groupOptions });
    options.push(...groupOptions);
  });
  const expanded = open && options.length > 0;
  const topLayer = useSuggestionsInTopLayer(listboxRef, inputRef, expanded);
  const active = expanded && activeIndex >= 0 ? options[activeIndex] : undefined;

  const activeId = active?.id;
  useEffect(() => {
    if (!activeId) return;
    // Looked up in the list's own root: in a storefront's widget that is a shadow root, where the document's
    // getElementById does not see (the active option went out of sight there).
    const root = listboxRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const element = root?.getElementById(activeId);
    // jsdom lacks scrollIntoView.
    if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const pick = (item: SuggestItem) => {
    close();
    onSelect(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        if (options.length === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActiveIndex(0);
        } else {
          setActiveIndex((index) => (index + 1) % options.length);
        }
        break;
      case 'ArrowUp':
        if (options.length === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActiveIndex(options.length - 1);
        } else {
          setActiveIndex((index) => (index <= 0 ? options.length - 1 : index - 1));
        }
        break;
      case 'Enter':
        // Picking here, before implicit form submission, so the typed text is not submitted as well.
        if (!active) return;
        event.preventDefault();
        pick(active.item);
        break;
      case 'Escape':
        if (!expanded) return;
        event.preventDefault();
        close();
        break;
      default:
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (active) {
      pick(active.item);
      return;
    }
    close();
    onSubmit(value);
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const groupLabel = (group: SuggestGroup) => {
    if (group.label) return group.label;
    const key = GROUP_TEXT_KEYS[group.code.toLowerCase().replace(/[^a-z]/g, '')];
    return key ? t(key) : group.code;
  };

  return (
    <form className="sk-search" role="search" action={action} method="get" onSubmit={submit} onBlur={onBlur}>
      <label className="sk-visually-hidden" htmlFor={inputId}>
        {t('uiKit:searchField.label')}
      </label>
      <div className="sk-search__box">
        <input
          ref={inputRef}
          id={inputId}
          className="sk-search__input"
          data-testid="search-input"
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_TERM_LENGTH}
          placeholder={t('uiKit:searchField.placeholder')}
          value={value}
          onChange={(event) => {
            onEngage?.();
            onValueChange(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => {
            onEngage?.();
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {loading ? <span className="sk-search__spinner" aria-hidden="true" /> : null}
        {value !== '' ? (
          <button
            type="button"
            // Clearing is the page's code: without JavaScript the shopper edits the text.
            className="sk-search__clear sk-js-only"
            aria-label={t('uiKit:searchField.clear')}
            onClick={() => {
              onValueChange('');
              close();
              inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        <button type="submit" className="sk-search__submit">
          <SearchSubmitIcon />
          <span className="sk-visually-hidden">{t('uiKit:searchField.submit')}</span>
        </button>
      </div>
      <div
        ref={listboxRef}
        id={listboxId}
        className="sk-search__suggestions"
        role="listbox"
        aria-label={t('suggestions.label')}
        data-testid="suggestions"
        aria-busy={loading || undefined}
        hidden={!expanded}
        {...(topLayer ? { popover: 'manual' as const } : {})}
      >
        {sections.map(({ group, key, labelId, options: groupOptions }) => (
          <ul className="sk-search__group" role="group" aria-labelledby={labelId} key={key}>
            <li className="sk-search__group-label" role="presentation" id={labelId}>
              {groupLabel(group)}
            </li>
            {groupOptions.map((option) => {
              const isActive = option.id === activeId;
              return (
                <li
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={isActive}
                  className={isActive ? 'sk-search__option sk-search__option--active' : 'sk-search__option'}
                  // Keep focus in the input so the click does not blur-close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option.item)}
                >
                  <span className="sk-search__option-label">{option.item.label}</span>
                  <span className="sk-search__option-hits">{t('suggestions.hits', { count: option.item.hitCount, replace: { count: formatHits(option.item.hitCount, i18n.language) } })}</span>
                </li>
              );
            })}
          </ul>
        ))}
      </div>
    </form>
  );
}
