import { describe, expect, it } from 'vitest';
import { searchTermsOf, SEARCH_WORDS_MAX } from './search-terms';

describe('searchTermsOf', () => {
  it('lower-cases the words and drops their accents', () => {
    expect(searchTermsOf('Nourriture pour CHÂT')).toEqual(['nourriture', 'pour', 'chat']);
    expect(searchTermsOf('Gâteries Été')).toEqual(['gateries', 'ete']);
  });

  it('splits on spaces and punctuation, which never reach the query', () => {
    expect(searchTermsOf("  grain-free   kibble, 15%_off 'x'")).toEqual(['grain', 'free', 'kibble', '15', 'off', 'x']);
  });

  it('keeps each word once, in the order typed', () => {
    expect(searchTermsOf('cat food cat')).toEqual(['cat', 'food']);
  });

  it('has nothing to look for in punctuation alone', () => {
    expect(searchTermsOf('%%% ---')).toEqual([]);
  });

  it(`looks for at most ${SEARCH_WORDS_MAX} words`, () => {
    expect(searchTermsOf('a b c d e f g h i j')).toHaveLength(SEARCH_WORDS_MAX);
  });
});
