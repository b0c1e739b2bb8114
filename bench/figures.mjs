// Every benchmark writes what it printed to docs/performance/<name>.md when it ends, with
// the day, the machine and the Node it ran on: the figures in the docs are the benches'
// own, never copied by hand (issue 27). docs/performance.md says what each one measures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

const docs = join(import.meta.dirname, '..', 'docs', 'performance');

/**
 * From now until the process exits, what this bench prints with console.log is also kept
 * and written to docs/performance/`name`.md, headed by `title` and how it was run.
 * `BENCH_NO_RECORD=1` leaves the docs alone (a trial run).
 */
export function recordFigures(name, title) {
  if (process.env.BENCH_NO_RECORD === '1') return;
  const lines = [];
  const print = console.log.bind(console);
  console.log = (...args) => {
    lines.push(args.map(String).join(' '));
    print(...args);
  };
  const startedAt = new Date();
  process.on('exit', (code) => {
    const settings = Object.entries(process.env)
      .filter(([key]) => /^(BENCH|LIGHTHOUSE|CRASH|READYZ)_/.test(key) && key !== 'BENCH_DATABASE_URL')
      .map(([key, value]) => `${key}=${value}`);
    const cpu = cpus();
    const text = [
      `# ${title}`,
      '',
      `Written by \`node ${['bench/' + process.argv[1].split('/bench/').pop(), ...process.argv.slice(2)].join(' ')}\`${settings.length ? ` with ${settings.join(' ')}` : ''}` +
        `${process.env.BENCH_DATABASE_URL ? ' and a PostgreSQL server (BENCH_DATABASE_URL)' : ''}` +
        ` on ${startedAt.toISOString().slice(0, 10)}: Node ${process.version}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}.` +
        ` ${code === 0 ? 'Every budget or target it checks was met.' : 'It exited with status ' + code + ': a budget or target was missed, or the run failed.'}`,
      '',
      '```',
      ...lines,
      '```',
      '',
    ].join('\n');
    mkdirSync(docs, { recursive: true });
    writeFileSync(join(docs, `${name}.md`), text);
  });
}
