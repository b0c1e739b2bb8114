import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tarChunks, tarEntries, type TarEntry } from './embedded-snapshot';

/** A backup is a tar in the shape of PGlite's own dump (ADR 0037): it must stay a tar any reader takes. */
const encode = (text: string) => new TextEncoder().encode(text);
const tarOf = (entries: TarEntry[]) => Buffer.concat([...tarChunks(entries)]);

describe('the backup tar', () => {
  it('holds folders and files in order, each file whole, and ends with two empty blocks', () => {
    const tar = tarOf([
      { name: '/PG_VERSION', content: encode('18\n') },
      { name: '/base' },
      { name: '/base/1/112', content: encode('p'.repeat(1024)) },
      { name: '/pet-haven-auth-secret', content: encode('s'.repeat(600)) },
    ]);
    const entries = tarEntries(tar);
    expect(entries.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: '/PG_VERSION', size: 3 },
      { name: '/base', size: 0 },
      { name: '/base/1/112', size: 1024 },
      { name: '/pet-haven-auth-secret', size: 600 },
    ]);
    const secret = entries[3]!;
    expect(tar.subarray(secret.offset, secret.offset + secret.size).toString('utf8')).toBe('s'.repeat(600));
    // Four headers, content in whole blocks (1 + 2 + 2), and the end.
    expect(tar.length).toBe(4 * 512 + 5 * 512 + 1024);
    expect(tar.subarray(tar.length - 1024).every((byte) => byte === 0)).toBe(true);
  });

  it('is read by GNU tar: checksums, folders mode 700, files mode 600', () => {
    const tar = tarOf([{ name: 'base' }, { name: 'base/pet-haven-auth-secret', content: encode('the secret') }]);
    const listed = spawnSync('tar', ['-tvf', '-'], { input: tar, encoding: 'utf8' });
    expect(listed.stderr).toBe('');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/^drwx------ 0\/0 +0 .* base\/?\n-rw------- 0\/0 +10 .* base\/pet-haven-auth-secret\n$/);
    expect(spawnSync('tar', ['-xOf', '-', 'base/pet-haven-auth-secret'], { input: tar, encoding: 'utf8' }).stdout).toBe('the secret');
  });

  it('refuses a name too long for the header rather than cutting it', () => {
    expect(() => tarOf([{ name: `/${'x'.repeat(120)}`, content: encode('s') }])).toThrow('tar entry name too long');
  });
});
