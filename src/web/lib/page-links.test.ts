import { describe, expect, it } from 'vitest';
import { pageLinks } from './page-links';

describe('pageLinks', () => {
  it('lists every page of a short listing', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the current page’s neighbours, with gaps between', () => {
    expect(pageLinks(1, 84)).toEqual([1, 2, null, 84]);
    expect(pageLinks(40, 84)).toEqual([1, null, 39, 40, 41, null, 84]);
    expect(pageLinks(84, 84)).toEqual([1, null, 83, 84]);
    expect(pageLinks(4, 84)).toEqual([1, 2, 3, 4, 5, null, 84]);
  });

  it('past the last page still links to the pages there are', () => {
    expect(pageLinks(9, 3)).toEqual([1, 2, 3]);
  });
});
