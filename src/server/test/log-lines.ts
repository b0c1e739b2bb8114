import type { FastifyInstance } from 'fastify';
import pino from 'pino';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** pino's numeric levels. */
export const LOG_LEVEL = { info: 30, warn: 40, error: 50 } as const;

/**
 * Every line the app logs from now on (at the app's LOG_LEVEL, so build the test app
 * with one that is not 'silent'), parsed, instead of written out. Request loggers are
 * children of the app's logger and write to its stream, so swapping that one stream
 * catches them all.
 */
export function captureLogLines(app: FastifyInstance): LogLine[] {
  const lines: LogLine[] = [];
  const logger = app.log as unknown as Record<symbol, unknown>;
  logger[pino.symbols.streamSym] = {
    write(line: string) {
      lines.push(JSON.parse(line) as LogLine);
    },
  };
  return lines;
}
