import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'pet-haven-lock-'));

describe('acquireDataDirLock', () => {
  it('refuses a directory another live process holds, naming that process', () => {
    const dir = freshDir();
    // The parent of this test process is alive and is not us.
    writeFileSync(join(dir, 'server.lock'), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`pid ${process.ppid}`);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = freshDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(join(dir, 'server.lock'), `${dead.stdout.toString()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('refuses a second open inside the same process', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('can be taken again once released', () => {
    const dir = freshDir();
    acquireDataDirLock(dir).release();
    const again = acquireDataDirLock(dir);
    again.release();
    again.release(); // releasing twice is harmless
  });
});
