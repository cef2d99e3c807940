import { parseSearchParams } from '@shop/api-client';
import { DEFAULT_FETCHSIZE, requestContextFor } from '@shop/listing';

/**
 * The page of a listing an address shows: its `offset` in the blocks the listing asks for in `locale`, from 1;
 * 1 without one (and for every page that is no listing, which has none).
 */
export function listingPageNumber(search: string, locale: string): number {
  const { offset } = parseSearchParams(search);
  const fetchsize = requestContextFor(locale).fetchsize ?? DEFAULT_FETCHSIZE;
  return offset > 0 ? Math.floor(offset / fetchsize) + 1 : 1;
}
