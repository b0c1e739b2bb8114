/**
 * The waitlist's decisions, pure (issue 14): which of a day's times suit an entry, and
 * whether a time offered is still free. The day's slots come from booking's own rules
 * (daySlots), for the entry's pet and its duration, so a time offered is a time booking
 * would take.
 */

/** An entry's bounds, in minutes after midnight shop time; null for open-ended. */
export interface WaitlistRange {
  fromMinute: number | null;
  toMinute: number | null;
}

/** A slot as daySlots gives it: its local start, when it starts, and whether someone is free for it. */
export interface WaitlistSlot {
  minutes: number;
  startsAt: Date;
  available: boolean;
  providerIds: number[];
}

/** The whole appointment within the range: it starts no earlier than `fromMinute` and ends no later than `toMinute`. */
export function fitsRange(range: WaitlistRange, startMinute: number, durationMinutes: number): boolean {
  if (range.fromMinute !== null && startMinute < range.fromMinute) return false;
  if (range.toMinute !== null && startMinute + durationMinutes > range.toMinute) return false;
  return true;
}

/** The earliest free time of the day that suits the entry, if any. */
export function firstFittingSlot<Slot extends WaitlistSlot>(slots: readonly Slot[], range: WaitlistRange, durationMinutes: number): Slot | undefined {
  return slots.find((slot) => slot.available && fitsRange(range, slot.minutes, durationMinutes));
}

/** Whether the time offered can still be booked: someone is still free for it at that length. */
export function stillFree(slots: readonly WaitlistSlot[], startsAt: Date): boolean {
  return slots.some((slot) => slot.available && slot.startsAt.getTime() === startsAt.getTime());
}
