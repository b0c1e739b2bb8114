import { spawnSync } from 'node:child_process';

/** Whether `strace` can run here (the durability test needs it). */
export const straceAvailable = (): boolean => spawnSync('strace', ['-V'], { stdio: 'ignore' }).status === 0;

/** The options that make `strace` log what `diskSyncs` reads: every thread, absolute times in microseconds. */
export const straceDiskSyncs = (logFile: string) => ['strace', '-f', '-ttt', '-e', 'trace=openat,close,fsync,fdatasync', '-o', logFile];

export interface DiskSync {
  /** The file the synced fd was opened on. */
  path: string;
  call: 'fsync' | 'fdatasync';
  /** Seconds since the epoch, when the call was made and when it returned. */
  startedAt: number;
  endedAt: number;
}

const LINE = /^(\d+)\s+(\d+\.\d+)\s+(.*)$/;
const OPENED = /^openat\([^,]+, "([^"]+)".*\) = (\d+)$/;

/**
 * The fsync and fdatasync calls of an `strace -f -ttt -e trace=openat,close,fsync,fdatasync`
 * log of one process, each with the path its fd was opened on. A call another thread
 * interrupted is logged in two parts (`<unfinished ...>`, then `<... call resumed>`) and
 * is put back together; the fd table is shared by the threads.
 */
export function diskSyncs(log: string): DiskSync[] {
  const fds = new Map<number, string>();
  const pending = new Map<string, { text: string; at: number }>();
  const syncs: DiskSync[] = [];
  for (const raw of log.split('\n')) {
    const match = LINE.exec(raw.trim());
    if (!match) continue;
    const [, pid, time, rest] = match as unknown as [string, string, string, string];
    const at = Number(time);
    let text = rest;
    let startedAt = at;
    if (text.endsWith('<unfinished ...>')) {
      pending.set(pid, { text: text.slice(0, -'<unfinished ...>'.length).trimEnd(), at });
      continue;
    }
    const resumed = /^<\.\.\. \w+ resumed>(.*)$/.exec(text);
    if (resumed) {
      const start = pending.get(pid);
      pending.delete(pid);
      if (!start) continue;
      text = start.text + resumed[1];
      startedAt = start.at;
    }
    const opened = OPENED.exec(text);
    if (opened) {
      fds.set(Number(opened[2]), opened[1]!);
      continue;
    }
    const closed = /^close\((\d+)\)/.exec(text);
    if (closed) {
      fds.delete(Number(closed[1]));
      continue;
    }
    const synced = /^(fsync|fdatasync)\((\d+)\)\s*= 0$/.exec(text);
    if (synced) {
      syncs.push({ path: fds.get(Number(synced[2])) ?? `fd ${synced[2]}`, call: synced[1] as DiskSync['call'], startedAt, endedAt: at });
    }
  }
  return syncs;
}
