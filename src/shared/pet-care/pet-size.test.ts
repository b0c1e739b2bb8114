import { describe, expect, it } from 'vitest';
import { petSizeOf, sizeFromWeight } from './pet-size';

describe('a pet size from its weight', () => {
  it.each([
    [1.5, 'small'],
    [9.99, 'small'],
    [10, 'medium'],
    [24.9, 'medium'],
    [25, 'large'],
    [44.9, 'large'],
    [45, 'giant'],
    [90, 'giant'],
  ] as const)('a dog of %s kg is %s', (kg, size) => {
    expect(sizeFromWeight('Dog', kg)).toBe(size);
  });

  it('makes a cat small under 5 kg and medium from 5 kg, never larger', () => {
    expect(sizeFromWeight('Cat', 3.2)).toBe('small');
    expect(sizeFromWeight('Cat', 5)).toBe('medium');
    expect(sizeFromWeight('Cat', 14)).toBe('medium');
  });

  it('gives no size without a weight, for a weight that is not one, or for other pets', () => {
    expect(sizeFromWeight('Dog', undefined)).toBeUndefined();
    expect(sizeFromWeight('Dog', null)).toBeUndefined();
    expect(sizeFromWeight('Dog', 0)).toBeUndefined();
    expect(sizeFromWeight('Dog', Number.NaN)).toBeUndefined();
    expect(sizeFromWeight('Bird', 0.1)).toBeUndefined();
    expect(sizeFromWeight('Small Pet', 2)).toBeUndefined();
  });

  it('prefers the size the owner chose to the one the weight says', () => {
    expect(petSizeOf({ type: 'Dog', size: 'medium', weightKg: 60 })).toBe('medium');
    expect(petSizeOf({ type: 'Dog', size: null, weightKg: 60 })).toBe('giant');
    expect(petSizeOf({ type: 'Dog' })).toBeUndefined();
  });
});
