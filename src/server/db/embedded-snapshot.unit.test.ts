import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tarEntries, tarWithFile } from './embedded-snapshot';

/** The auth secret is added to PGlite's tar as one more file (ADR 0037): the archive must stay a tar any reader takes. */
const encode = (text: string) => new TextEncoder().encode(text);
const emptyTar = () => new Uint8Array(1024);

describe('adding a file to a tar', () => {
  it('adds an entry after the existing ones, which reads back whole', () => {
    const first = tarWithFile(emptyTar(), '/PG_VERSION', encode('18\n'));
    const both = tarWithFile(first, '/pet-haven-auth-secret', encode('s'.repeat(600)));
    const entries = tarEntries(both);
    expect(entries.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: '/PG_VERSION', size: 3 },
      { name: '/pet-haven-auth-secret', size: 600 },
    ]);
    const secret = entries[1]!;
    expect(new TextDecoder().decode(both.subarray(secret.offset, secret.offset + secret.size))).toBe('s'.repeat(600));
    // Headers, content in whole blocks, and the two empty blocks that end a tar.
    expect(both.length).toBe(512 + 512 + 512 + 1024 + 1024);
    expect(both.subarray(both.length - 1024).every((byte) => byte === 0)).toBe(true);
  });

  it('writes a header GNU tar accepts: checksum, mode 600, regular file', () => {
    const tar = tarWithFile(emptyTar(), 'pet-haven-auth-secret', encode('the secret'));
    const listed = spawnSync('tar', ['-tvf', '-'], { input: tar, encoding: 'utf8' });
    expect(listed.stderr).toBe('');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/^-rw------- 0\/0 +10 .* pet-haven-auth-secret\n$/);
    const extracted = spawnSync('tar', ['-xOf', '-', 'pet-haven-auth-secret'], { input: tar, encoding: 'utf8' });
    expect(extracted.stdout).toBe('the secret');
  });

  it('refuses a name too long for the header rather than cutting it', () => {
    expect(() => tarWithFile(emptyTar(), `/${'x'.repeat(120)}`, encode('s'))).toThrow('tar entry name too long');
  });
});
