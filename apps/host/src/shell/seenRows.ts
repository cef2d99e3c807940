import { LAST_SEEN_KEY_PREFIX } from '@shop/listing/lastSeen';
import { SEEN_ATTRIBUTE } from '@shop/ui-kit/seenRows';

/**
 * In the page's head, before the body paints: marks `<html>` when this browser has products seen in the page's
 * market (the last seen list of the page's `<html lang>`, `@shop/listing/lastSeen`, with a product in it), so
 * the ui-kit's CSS keeps the space of the rows that show them (`@shop/ui-kit/seenRows`) until they come, instead
 * of the results moving down then. Storage that cannot be read, or holds anything else, marks nothing.
 */
export const SEEN_ROWS_SCRIPT =
  `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(LAST_SEEN_KEY_PREFIX)}+document.documentElement.lang)||"[]");` +
  'if(Array.isArray(s)&&s.some(function(i){return i&&typeof i.gridbox==="object"&&i.gridbox!==null&&"productId"in i.gridbox}))' +
  `document.documentElement.setAttribute("${SEEN_ATTRIBUTE}","")}catch(e){}`;
