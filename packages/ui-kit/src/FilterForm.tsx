import { useShopTranslation } from '@shop/market';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useFirstRenderHydrated } from './hydration';

export interface FilterFormProps {
  /** Referenced by the fields that belong to it (`form` attribute): the sort select and the facets' checkboxes. */
  id: string;
  /** The page's path: the form is sent to the page it is on, as a GET. */
  action: string;
  /** What the address carries that no field of the form does (`carriedParams`), sent as hidden fields. */
  fields: ReadonlyArray<readonly [name: string, value: string]>;
  /**
   * The shopper changed a field before the page's code ran (a server-rendered page is shown, and tapped,
   * before it is hydrated): called once, when the form is first mounted, with the form's query
   * (`brand=a&sort=price-asc`, the hidden fields included). Without it, such a change was undone by the
   * page's first render and lost.
   */
  onChangedBeforeLive?: (query: string) => void;
}

/**
 * A checkbox ticked or a select moved since the server rendered it (React keeps such state when hydrating;
 * the server's choice is the option with the `selected` attribute, `defaultSelected`).
 */
function changedByShopper(form: HTMLFormElement): boolean {
  return [...form.elements].some((element) => {
    if (element instanceof HTMLInputElement) return (element.type === 'checkbox' || element.type === 'radio') && element.checked !== element.defaultChecked;
    if (element instanceof HTMLSelectElement) return [...element.options].some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}

/**
 * The listing's filter form, for a browser without JavaScript: an empty GET form whose fields live where they
 * are shown — the sort select and the facets' checkboxes name it in their `form` attribute, so no markup has
 * to move into it (a range facet's own form could not be nested). Sent with a {@link FilterFormSubmit}, it
 * loads the page's address with the chosen filters and sort (SPEC §2: filter values are parameters, repeated
 * for several values), which the server renders. With JavaScript every control acts at once and the form is
 * never sent: its submit buttons are not shown, and a submit (Enter on a checkbox) is cancelled.
 */
export function FilterForm({ id, action, fields, onChangedBeforeLive }: FilterFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const report = useRef(onChangedBeforeLive);
  // Only a form the server rendered can have been used before the page was live: one the browser renders
  // has nothing to compare (React sets no select's defaultSelected).
  const fromServer = useFirstRenderHydrated();
  // Once per form, also where effects run twice (React's strict mode keeps refs).
  const checked = useRef(false);
  const changed = useRef<string | null>(null);
  // Read right after the first commit (a layout effect: before anything renders the fields again)…
  useLayoutEffect(() => {
    const form = ref.current;
    if (checked.current || !fromServer || !form || !report.current || !changedByShopper(form)) return;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
    changed.current = query.toString();
  }, [fromServer]);
  // …and said once the page's own layout effects have run (a router navigates only from then on).
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (changed.current !== null) report.current?.(changed.current);
  }, []);
  return (
    <form ref={ref} id={id} method="get" action={action} hidden onSubmit={(event) => event.preventDefault()}>
      <HiddenFields fields={fields} />
    </form>
  );
}

/** What a form sent without JavaScript carries along from the address, as hidden fields, in order. */
export function HiddenFields({ fields }: { fields: ReadonlyArray<readonly [name: string, value: string]> }) {
  return fields.map(([name, value], index) => <input key={`${index}:${name}`} type="hidden" name={name} value={value} />);
}

/** The filter form's submit button ("Apply"), shown only where scripting is off (`.sk-nojs-only`). */
export function FilterFormSubmit({ form, className }: { form: string; className?: string }) {
  const { t } = useShopTranslation('search');
  return (
    <button type="submit" form={form} className={className ? `button sk-nojs-only ${className}` : 'button sk-nojs-only'}>
      {t('filters.apply')}
    </button>
  );
}
