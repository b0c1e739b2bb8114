// Booking under load, against the real built server (`npm run build` first):
//   node bench/booking-load.mjs                 embedded PGlite in a fresh DATA_DIR
//   BENCH_DATABASE_URL=postgres://… node bench/booking-load.mjs   a scratch PostgreSQL database
// Prints: 200 concurrent bookings of one slot (wall time, outcomes), 112 concurrent
// bookings of distinct slots (bookings/s), and availability latency (p50/p95).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordFigures } from './figures.mjs';

recordFigures('booking-load', 'Bookings and availability under load (npm run bench:booking)');

const port = await freePort();
const base = `http://localhost:${port}`;
const server = spawn(process.execPath, ['dist/server/server.js'], {
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    BASE_URL: base,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    ...(process.env.BENCH_DATABASE_URL
      ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
      : { DATA_DIR: mkdtempSync(join(tmpdir(), 'pet-haven-bench-')) }),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
process.on('exit', () => server.kill('SIGTERM'));

try {
  await waitForReady();
  const users = [];
  for (let i = 0; i < 20; i++) users.push(await signUp(i));
  const today = new Date();
  const dateIn = (days) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const times = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM',
    '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM'];

  // 1. Everyone wants the same slot.
  let started = performance.now();
  const sameSlot = await Promise.all(
    Array.from({ length: 200 }, (_, i) => book(users[i % users.length], { date: dateIn(10), time: '10:00 AM' })),
  );
  const sameSlotMs = performance.now() - started;
  const tally = sameSlot.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
  console.log(`200 concurrent bookings of one slot: ${sameSlotMs.toFixed(0)} ms, outcomes ${JSON.stringify(tally)}`);

  // 2. Distinct slots: 7 days x 16 slots, all at once.
  const distinct = [];
  for (let day = 20; day < 27; day++) for (const time of times) distinct.push({ date: dateIn(day), time });
  started = performance.now();
  const distinctStatuses = await Promise.all(distinct.map((slot, i) => book(users[i % users.length], slot)));
  const distinctMs = performance.now() - started;
  const confirmed = distinctStatuses.filter((s) => s === 201).length;
  console.log(`${distinct.length} concurrent bookings of distinct slots: ${distinctMs.toFixed(0)} ms, ${confirmed} confirmed, ${(confirmed / (distinctMs / 1000)).toFixed(0)} bookings/s`);

  // 3. Availability reads, 10 at a time.
  const latencies = [];
  for (let batch = 0; batch < 50; batch++) {
    await Promise.all(Array.from({ length: 10 }, async (_, i) => {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/availability?serviceId=test-grooming&date=${dateIn(20 + ((batch + i) % 7))}`);
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
    }));
  }
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.floor((latencies.length - 1) * p)].toFixed(1);
  console.log(`availability, ${latencies.length} requests 10 at a time: p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms`);
} finally {
  server.kill('SIGTERM');
}

async function signUp(i) {
  const ip = `10.77.0.${i + 1}`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': ip },
    body: JSON.stringify({ name: `Bench ${i}`, email: `bench${i}.${randomUUID().slice(0, 8)}@example.com`, password: 'bench password 42' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, ip };
}

async function book(user, slot) {
  const response = await fetch(`${base}/api/appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie: user.cookie, 'x-forwarded-for': user.ip },
    body: JSON.stringify({
      serviceId: 'test-grooming', petType: 'Dog', petName: 'Bench', petAge: '3 years',
      date: slot.date, time: slot.time, idempotencyKey: randomUUID(),
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function waitForReady() {
  for (let i = 0; i < 150; i++) {
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become ready');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}
