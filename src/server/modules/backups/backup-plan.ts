import { addDaysToDate, todayInZone, zonedDateTimeToInstant } from '@shared/scheduling/zoned-time';

/**
 * The nightly backup's rules (ADR 0037), pure: when the next one runs, what it is called,
 * and which to delete once it is written.
 */

/** The first time the clocks of `timeZone` show `minute` after `now`, and that day's date (the job's key). */
export function nextBackupAt(now: Date, minute: number, timeZone: string): { date: string; at: Date } {
  const today = todayInZone(now, timeZone);
  const atToday = zonedDateTimeToInstant(today, minute, timeZone);
  if (atToday > now) return { date: today, at: atToday };
  const tomorrow = addDaysToDate(today, 1);
  return { date: tomorrow, at: zonedDateTimeToInstant(tomorrow, minute, timeZone) };
}

const NAME = /^pet-haven-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d{3})?Z)\.tar\.gz$/;

/** The file a backup taken at `takenAt` is written to: UTC, so names sort by time whatever the season. */
export function backupFileName(takenAt: Date): string {
  return `pet-haven-${takenAt.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/**
 * The scheduled backups in `names` beyond the newest `keep`. Only names the schedule
 * writes count, so a file the operator put in the folder (an admin backup, a copy) is
 * never deleted or counted.
 */
export function backupsToDelete(names: readonly string[], keep: number): string[] {
  const ours = scheduledBackups(names);
  return ours.slice(0, Math.max(ours.length - keep, 0));
}

/** The backups the schedule wrote, oldest first. */
export const scheduledBackups = (names: readonly string[]): string[] => names.filter((name) => NAME.test(name)).sort();
