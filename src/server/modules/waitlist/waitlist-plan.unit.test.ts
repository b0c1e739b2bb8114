import { describe, expect, it } from 'vitest';
import { firstFittingSlot, fitsRange, stillFree, type WaitlistSlot } from './waitlist-plan';

const at = (minutes: number, available = true): WaitlistSlot => ({
  minutes,
  startsAt: new Date(Date.UTC(2027, 2, 12, 5, minutes)),
  available,
  providerIds: available ? [1] : [],
});
const anyTime = { fromMinute: null, toMinute: null };

describe('fitsRange', () => {
  it('takes any time without bounds', () => {
    expect(fitsRange(anyTime, 540, 30)).toBe(true);
  });

  it('keeps the whole appointment inside the bounds, ends included', () => {
    const morning = { fromMinute: 600, toMinute: 720 }; // 10:00 AM to 12:00 PM
    expect(fitsRange(morning, 570, 30)).toBe(false);
    expect(fitsRange(morning, 600, 30)).toBe(true);
    expect(fitsRange(morning, 690, 30)).toBe(true);
    expect(fitsRange(morning, 690, 60)).toBe(false);
  });

  it('bounds one side only when only one is given', () => {
    expect(fitsRange({ fromMinute: 840, toMinute: null }, 990, 120)).toBe(true);
    expect(fitsRange({ fromMinute: null, toMinute: 600 }, 540, 60)).toBe(true);
    expect(fitsRange({ fromMinute: null, toMinute: 600 }, 570, 60)).toBe(false);
  });
});

describe('firstFittingSlot', () => {
  const day = [at(540, false), at(570), at(600, false), at(630)];

  it('is the earliest free time inside the range', () => {
    expect(firstFittingSlot(day, anyTime, 30)?.minutes).toBe(570);
    expect(firstFittingSlot(day, { fromMinute: 600, toMinute: null }, 30)?.minutes).toBe(630);
  });

  it('is nothing when no free time fits', () => {
    expect(firstFittingSlot(day, { fromMinute: 540, toMinute: 600 }, 60)).toBeUndefined();
    expect(firstFittingSlot([at(540, false)], anyTime, 30)).toBeUndefined();
  });
});

describe('stillFree', () => {
  it('is whether the exact time offered is still free', () => {
    const day = [at(540, false), at(570)];
    expect(stillFree(day, at(570).startsAt)).toBe(true);
    expect(stillFree(day, at(540).startsAt)).toBe(false);
    expect(stillFree(day, at(600).startsAt)).toBe(false);
  });
});
