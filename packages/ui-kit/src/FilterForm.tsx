import { useShopTranslation } from '@shop/market';

export interface FilterFormProps {
  /** Referenced by the fields that belong to it (`form` attribute): the sort select and the facets' checkboxes. */
  id: string;
  /** The page's path: the form is sent to the page it is on, as a GET. */
  action: string;
  /** What the address carries that no field of the form does (`carriedParams`), sent as hidden fields. */
  fields: ReadonlyArray<readonly [name: string, value: string]>;
}

/**
 * The listing's filter form, for a browser without JavaScript: an empty GET form whose fields live where they
 * are shown — the sort select and the facets' checkboxes name it in their `form` attribute, so no markup has
 * to move into it (a range facet's own form could not be nested). Sent with a {@link FilterFormSubmit}, it
 * loads the page's address with the chosen filters and sort (SPEC §2: filter values are parameters, repeated
 * for several values), which the server renders. With JavaScript every control acts at once and the form is
 * never sent: its submit buttons are not shown, and a submit (Enter on a checkbox) is cancelled.
 */
export function FilterForm({ id, action, fields }: FilterFormProps) {
  return (
    <form id={id} method="get" action={action} hidden onSubmit={(event) => event.preventDefault()}>
      {fields.map(([name, value], index) => (
        <input key={`${index}:${name}`} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
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
