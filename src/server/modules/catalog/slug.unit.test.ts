import { describe, expect, it } from 'vitest';
import { slugCandidates, slugOf } from './slug';

describe('slugOf', () => {
  it('makes a readable id of a name', () => {
    expect(slugOf('Dental Check', 'service')).toBe('dental-check');
    expect(slugOf('  Nail Trim (Cats & Dogs)! ', 'service')).toBe('nail-trim-cats-dogs');
    expect(slugOf('Pédicure spéciale', 'service')).toBe('pedicure-speciale');
  });

  it('falls back when nothing readable is left, and stays short', () => {
    expect(slugOf('🐶🐱', 'service')).toBe('service');
    expect(slugOf('犬の散歩', 'category')).toBe('category');
    const long = slugOf('a '.repeat(60), 'service');
    expect(long.length).toBeLessThanOrEqual(48);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('slugCandidates', () => {
  it('tries the slug, then numbered ones', () => {
    const candidates = slugCandidates('dental-check');
    expect([0, 1, 2].map(() => candidates.next().value)).toEqual(['dental-check', 'dental-check-2', 'dental-check-3']);
  });

  it('never gives a reserved id', () => {
    expect(slugCandidates('new', ['new']).next().value).toBe('new-2');
  });
});
