// Where a `node --cpu-prof` profile spent its time: self time by package (or our own
// bundle, or Node's internals) and the top functions.
//   node bench/profile-summary.mjs <file.cpuprofile> [top] [last seconds]
// With `last seconds`, only the end of the profile counts (bench/api-load.mjs loads our
// server last, just before stopping it; it writes profiles with BENCH_CPU_PROF=<dir>).
import { readFileSync } from 'node:fs';

const [file, topArgument = '25', lastArgument] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node bench/profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
const from = lastArgument ? profile.endTime - Number(lastArgument) * 1e6 : -Infinity;
for (let i = 0, at = profile.startTime; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from) continue;
  const id = profile.samples[i];
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);
const byPlace = new Map();
const byFunction = new Map();
for (const [id, micros] of selfMicros) {
  const { callFrame } = nodes.get(id);
  const place = placeOf(callFrame);
  byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
  const name = `${callFrame.functionName || '(anonymous)'}  ${place}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
}

const percent = (micros) => `${((100 * micros) / total).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
console.log('\nSelf time by place:');
for (const [place, micros] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${percent(micros)}  ${place}`);
console.log('\nTop functions (self time):');
for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(topArgument))) console.log(`${percent(micros)}  ${name}`);

/** node_modules/<package>, our bundle (dist/server/…), node:<internal>, or the engine's own entries ((garbage collector), (idle), …). */
function placeOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith('node:')) return url;
  const ours = /\/(dist\/[^/]+\/[^/]+)$/.exec(url);
  return ours ? ours[1] : url;
}
