import { describe, expect, it } from 'vitest';
import { parseClock } from '@shared/scheduling/time-of-day';
import { backupFileName, backupsToDelete, nextBackupAt, scheduledBackups } from './backup-plan';

const TORONTO = 'America/Toronto';

describe('when the nightly backup runs', () => {
  it('is today at the hour in shop time when that is still to come, else tomorrow', () => {
    // 01:00 in Toronto (EST, UTC-5) on 28 November: 03:00 is two hours away.
    expect(nextBackupAt(new Date('2026-11-28T06:00:00Z'), parseClock('03:00')!, TORONTO)).toEqual({ date: '2026-11-28', at: new Date('2026-11-28T08:00:00Z') });
    // 03:00 exactly, the moment the job runs: the next is tomorrow's.
    expect(nextBackupAt(new Date('2026-11-28T08:00:00Z'), parseClock('03:00')!, TORONTO)).toEqual({ date: '2026-11-29', at: new Date('2026-11-29T08:00:00Z') });
    // Noon, a server started late: tonight's.
    expect(nextBackupAt(new Date('2026-11-28T17:00:00Z'), parseClock('23:30')!, TORONTO)).toEqual({ date: '2026-11-28', at: new Date('2026-11-29T04:30:00Z') });
  });

  it('follows the shop\'s clock across a daylight-saving change', () => {
    // Clocks go back on 1 November 2026: 03:00 EST is 08:00 UTC, 03:00 EDT the day before is 07:00 UTC.
    expect(nextBackupAt(new Date('2026-10-31T12:00:00Z'), parseClock('03:00')!, TORONTO).at).toEqual(new Date('2026-11-01T08:00:00Z'));
    expect(nextBackupAt(new Date('2026-10-30T12:00:00Z'), parseClock('03:00')!, TORONTO).at).toEqual(new Date('2026-10-31T07:00:00Z'));
    // Clocks go forward at 02:00 on 8 March 2026: 02:30 does not exist and moves on by the gap.
    expect(nextBackupAt(new Date('2026-03-07T12:00:00Z'), parseClock('02:30')!, TORONTO).at).toEqual(new Date('2026-03-08T07:30:00Z'));
  });
});

describe('which backups are kept', () => {
  const nights = (count: number) =>
    Array.from({ length: count }, (_, night) => backupFileName(new Date(Date.UTC(2026, 10, 1 + night, 8, 0, 0))));

  it('deletes the oldest beyond the number kept, whatever order the folder lists them in', () => {
    const names = nights(16);
    const shuffled = [...names].reverse();
    expect(backupsToDelete(shuffled, 14)).toEqual(names.slice(0, 2));
    expect(backupsToDelete(shuffled, 16)).toEqual([]);
    expect(backupsToDelete(names.slice(0, 3), 14)).toEqual([]);
    expect(backupsToDelete(names, 1)).toEqual(names.slice(0, 15));
  });

  it('orders by the time taken, across months and years, not by the day of the month', () => {
    const older = backupFileName(new Date('2026-12-31T08:00:00.000Z'));
    const newer = backupFileName(new Date('2027-01-01T08:00:00.000Z'));
    const sameDayLater = backupFileName(new Date('2027-01-01T08:00:00.500Z'));
    expect(backupsToDelete([sameDayLater, newer, older], 2)).toEqual([older]);
    expect(backupsToDelete([sameDayLater, newer, older], 1)).toEqual([older, newer]);
  });

  it('never counts or deletes a file the schedule did not write', () => {
    const names = nights(3);
    const others = ['before-upgrade.tar.gz', 'pet-haven.tar.gz', 'notes.txt', '.123-abcd.pet-haven-backup.partial', `${names[0]}.copy`, `old-${names[1]}`];
    expect(backupsToDelete([...others, ...names], 2)).toEqual([names[0]]);
    expect(scheduledBackups([...others, ...names])).toEqual(names);
  });

  it('names a backup by its UTC time, so names sort as the backups were taken', () => {
    expect(backupFileName(new Date('2026-11-28T08:00:00.123Z'))).toBe('pet-haven-2026-11-28T08-00-00-123Z.tar.gz');
  });
});
