/** One formatter per language: a page formats hundreds of counts (facet values, tiles), and each new one costs. */
const formatters = new Map<string, Intl.NumberFormat | null>();

function formatterFor(language: string): Intl.NumberFormat | null {
  let formatter = formatters.get(language);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(language);
    } catch {
      formatter = null;
    }
    formatters.set(language, formatter);
  }
  return formatter;
}

/** A count as the shopper reads it in their language (52.000, 52 000, 52,000); plurals still use the number. */
export function formatCount(value: number, language: string): string {
  return formatterFor(language)?.format(value) ?? String(value);
}
