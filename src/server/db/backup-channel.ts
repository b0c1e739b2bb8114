import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import type { EmbeddedSnapshot } from './embedded-snapshot';

/**
 * How `npm run admin -- backup` asks a running server for a backup (ADR 0037): HTTP on a
 * Unix socket in DATA_DIR/control, a folder of mode 700, so only the account the server
 * runs as (and root) can connect; it is no network address, so nothing outside the
 * machine can reach it whatever the firewall or proxy. The server answers one request,
 * POST /backup, with the archive; the admin command writes the file itself, where and
 * with the permissions of whoever asked.
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'control', 'backup.sock');

export interface BackupChannel {
  close(): Promise<void>;
}

/**
 * Listens on DATA_DIR/control/backup.sock. Only the process holding DATA_DIR's lock calls
 * this, so a socket file already there was left by a server that died: it is replaced.
 */
export async function openBackupChannel(
  dataDir: string,
  take: () => Promise<EmbeddedSnapshot>,
  log: { error(details: object, message: string): void },
): Promise<BackupChannel> {
  const folder = join(dataDir, 'control');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  const socketPath = backupSocketPath(dataDir);
  rmSync(socketPath, { force: true });

  const server = createServer((req, res) => {
    req.resume();
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Only POST /backup is answered here.');
      return;
    }
    take().then(
      (snapshot) => {
        res.writeHead(200, {
          'content-type': 'application/gzip',
          'content-length': snapshot.archive.length,
          'x-backup-contents': snapshot.contents,
          'x-backup-paused-ms': snapshot.pausedMs.toFixed(0),
          'x-server-pid': String(process.pid),
        });
        res.end(snapshot.archive);
      },
      (error: unknown) => {
        log.error({ err: error }, 'a backup asked for by the admin command failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).finally(() => rmSync(socketPath, { force: true })),
  };
}

export interface ServerBackup extends EmbeddedSnapshot {
  serverPid: number;
}

/** Asks the server running on `dataDir` for a backup; rejects with a sentence the operator can act on. */
export function requestServerBackup(dataDir: string, holderPid: number, timeoutMs = 600_000): Promise<ServerBackup> {
  const socketPath = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, method: 'POST', path: '/backup', timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200) {
          reject(new Error(`The server running on ${dataDir} (pid ${holderPid}) could not take the backup: ${body.toString('utf8')}`));
          return;
        }
        resolve({
          archive: new Uint8Array(body.buffer, body.byteOffset, body.length),
          contents: String(res.headers['x-backup-contents'] ?? ''),
          pausedMs: Number(res.headers['x-backup-paused-ms'] ?? 0),
          serverPid: Number(res.headers['x-server-pid'] ?? holderPid),
        });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`The server running on ${dataDir} (pid ${holderPid}) did not finish the backup within ${timeoutMs / 1000} s.`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED' || error.code === 'EACCES') {
        reject(
          new Error(
            `The embedded database in ${dataDir} is held by a running server (pid ${holderPid}), which does not answer on ${socketPath} ` +
              `(${error.code}: a version without backups while it runs, or another user's server). Stop the server (Ctrl-C), ` +
              'run this command, then start the server again.',
          ),
        );
      } else reject(error);
    });
    req.end();
  });
}
