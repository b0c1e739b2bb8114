/**
 * What a shopper's search is made of (issue 28): its words, lower-case and without
 * accents ("Nourriture  Chât!" → ["nourriture", "chat"]), each once, in the order typed.
 * Punctuation separates words and is dropped, so nothing a shopper types reaches the
 * database as a pattern character. The server matches these words; the browser uses
 * the same rule to decide whether a search has anything to look for.
 */
export const SEARCH_QUERY_MAX = 100;
/** More words than this add nothing but work: the rest are ignored. */
export const SEARCH_WORDS_MAX = 8;

export function searchTermsOf(query: string): string[] {
  const words = query
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}
