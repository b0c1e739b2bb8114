import { describe, expect, it } from 'vitest';
import { diskSyncs } from './strace-log';

const WAL = '/data/pglite/pg_wal/000000010000000000000001';

describe('diskSyncs', () => {
  it('names each sync by the file its fd was opened on, and forgets an fd once closed', () => {
    const log = [
      `100 1.000100 openat(AT_FDCWD, "${WAL}", O_RDWR|O_CLOEXEC) = 21`,
      '100 1.000200 fdatasync(21)   = 0',
      '100 1.000300 close(21)       = 0',
      '100 1.000400 openat(AT_FDCWD, "/data/auth-secret", O_RDONLY|O_CLOEXEC) = 21',
      '100 1.000500 fsync(21)       = 0',
      '100 1.000600 fsync(1)        = 0',
    ].join('\n');
    expect(diskSyncs(log)).toEqual([
      { path: WAL, call: 'fdatasync', startedAt: 1.0002, endedAt: 1.0002 },
      { path: '/data/auth-secret', call: 'fsync', startedAt: 1.0005, endedAt: 1.0005 },
      { path: 'fd 1', call: 'fsync', startedAt: 1.0006, endedAt: 1.0006 },
    ]);
  });

  it('puts together a call another thread interrupted, from its start to its return', () => {
    const log = [
      `201 2.000100 openat(AT_FDCWD, "${WAL}", O_RDWR|O_CLOEXEC <unfinished ...>`,
      '202 2.000150 close(30)       = 0',
      '201 2.000200 <... openat resumed>) = 22',
      '203 2.000300 fdatasync(22 <unfinished ...>',
      '204 2.000400 openat(AT_FDCWD, "/data/pglite/base/5/1259", O_RDONLY) = 23',
      '203 2.004000 <... fdatasync resumed>) = 0',
      '205 2.005000 fdatasync(23) = -1 EIO (Input/output error)',
    ].join('\n');
    expect(diskSyncs(log)).toEqual([{ path: WAL, call: 'fdatasync', startedAt: 2.0003, endedAt: 2.004 }]);
  });
});
