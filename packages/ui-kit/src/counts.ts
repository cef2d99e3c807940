/** A count as the shopper reads it in their language (52.000, 52 000, 52,000); plurals still use the number. */
export function formatCount(value: number, language: string): string {
  try {
    return new Intl.NumberFormat(language).format(value);
  } catch {
    return String(value);
  }
}
