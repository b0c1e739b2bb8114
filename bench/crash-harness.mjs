// The crash test's one implementation, shared by `npm test` (src/server/crash.process.test.ts,
// 5 cycles), `npm run bench:crash` (bench/crash.mjs, 100 cycles) and the backup test: a
// real server process on a DATA_DIR, customers who write through the real HTTP API, a
// SIGKILL at a random moment, a restart on the same folder, and a check that every write
// the server acknowledged is still there. Plain JavaScript so the bench runs with node alone.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';

/** Longest wait for one HTTP answer; a server that hangs this long is a failure, not a crash. */
const REQUEST_TIMEOUT_MS = 30_000;
const SLOT_TIMES = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM',
  '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM'];
const PRODUCT_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

// ---- The server process ----

/**
 * Starts `node <serverScript>` (under `wrapper`, e.g. strace, when given) on DATA_DIR (or DATABASE_URL in `env`) and resolves once
 * /readyz answers 200, with how long that took. Clients name themselves by
 * X-Forwarded-For (TRUST_PROXY), so the per-address sign-up limits see one customer each.
 */
export async function startServer({ serverScript, dataDir, env = {}, readyTimeoutMs = 60_000, execArgv = [], wrapper = [] }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const [command, ...args] = [...wrapper, process.execPath, ...execArgv, serverScript];
  const child = spawn(command, args, {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The last 64 KB are enough to say why a start failed.
  const keep = (chunk) => (output = (output + chunk).slice(-65_536));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));

  const server = {
    url,
    child,
    exited,
    output: () => output,
    readyInMs: 0,
    /** SIGKILL, as a power cut or the OOM killer would; resolves once the process is gone. */
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    /** SIGTERM, a clean stop; resolves with the exit code. */
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };

  const deadline = startedAt + readyTimeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before it was ready:\n${output}`);
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    if (ready) {
      server.readyInMs = performance.now() - startedAt;
      return server;
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within ${readyTimeoutMs} ms:\n${output}`);
}

// ---- Customers and what the server acknowledged to them ----

/** Bookable slots from two days ahead to within the 90-day horizon; a cancelled one is free again. */
export function createSlotBook(today = new Date()) {
  const free = [];
  for (let day = 2; day <= 88; day++) {
    const date = new Date(today.getTime() + day * 86_400_000).toISOString().slice(0, 10);
    for (const time of SLOT_TIMES) free.push({ date, time });
  }
  return {
    take: () => free.shift(),
    giveBack: (slot) => free.push(slot),
    get size() {
      return free.length;
    },
  };
}

/**
 * A new customer. `acked` holds each write whose full 2xx answer (303 for the test
 * checkout's Pay and Cancel buttons) arrived; a write cut off by the crash is not in it.
 */
export function newCustomer(runId, number) {
  return {
    number,
    email: `crash-${runId}-${number}@example.com`,
    password: 'crash test password 42',
    // One address per customer (10.x.y.z), so no rate limit sees two customers as one.
    ip: `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`,
    cookie: '',
    productId: PRODUCT_IDS[number % PRODUCT_IDS.length],
    acked: {},
  };
}

/** The kinds of write a journey makes, in order, as the figures name them. */
export const WRITE_KINDS = ['account', 'pet', 'appointment', 'cartItem', 'order', 'payment', 'orderCancellation', 'appointmentCancellation'];

export const ackedWrites = (customer) => WRITE_KINDS.filter((kind) => customer.acked[kind] !== undefined);

/**
 * Signs up, adds a pet, books a slot, adds a product to the cart, checks out, pays (even
 * customers) or cancels the order (odd ones, so the demo stock lasts longer), then
 * cancels the appointment, freeing its slot. Throws when a request fails: a network
 * error once the server is killed, or an answer no journey should get.
 */
export async function runJourney(base, customer, slots) {
  const call = (method, path, body, headers = {}) => request(base, customer, method, path, body, headers);

  const signUp = await call('POST', '/api/auth/sign-up/email', { name: `Crash ${customer.number}`, email: customer.email, password: customer.password });
  expectStatus(signUp, [200], 'sign up');
  customer.cookie = signUp.cookies;
  customer.acked.account = customer.email;

  const pet = await call('POST', '/api/pets', { name: 'Rex', type: 'Dog', age: '3 years' });
  expectStatus(pet, [201], 'add a pet');
  customer.acked.pet = pet.json.id;

  // A slot may be held by a booking whose answer the last crash cut off: try the next.
  for (let attempt = 0; attempt < 5 && customer.acked.appointment === undefined; attempt++) {
    const slot = slots.take();
    if (!slot) break;
    const booked = await call('POST', '/api/appointments', {
      serviceId: 'test-grooming', petType: 'Dog', petName: 'Rex', petAge: '3 years',
      date: slot.date, time: slot.time, idempotencyKey: randomUUID(),
    });
    if (booked.status === 409) continue;
    expectStatus(booked, [200, 201], 'book');
    customer.acked.appointment = booked.json.id;
    customer.slot = slot;
  }

  const added = await call('POST', '/api/cart/items', { productId: customer.productId });
  if (added.status !== 409) {
    expectStatus(added, [200], 'add to cart');
    customer.acked.cartItem = customer.productId;

    const checkout = await call('POST', '/create-checkout', {});
    // 409/422: that product ran out (the demo stock is 40 each); the cart keeps it.
    if (checkout.status !== 409 && checkout.status !== 422) {
      expectStatus(checkout, [201], 'check out');
      const orderId = new URL(checkout.json.url).pathname.split('/').pop();
      customer.acked.order = orderId;
      const action = customer.number % 2 === 0 ? 'pay' : 'cancel';
      const form = await call('POST', `/checkout/test/${orderId}/${action}`, '', { 'content-type': 'application/x-www-form-urlencoded' });
      expectStatus(form, [303], `${action} on the test checkout page`);
      customer.acked[action === 'pay' ? 'payment' : 'orderCancellation'] = orderId;
    }
  }

  if (customer.acked.appointment !== undefined) {
    const cancelled = await call('POST', `/api/appointments/${customer.acked.appointment}/cancel`, {});
    expectStatus(cancelled, [200], 'cancel the appointment');
    customer.acked.appointmentCancellation = customer.acked.appointment;
    slots.giveBack(customer.slot);
  }
}

/**
 * Asks the server for each write the customer was acknowledged and returns the ones
 * missing, as `{ email, write, found }`. A write whose answer never arrived may or may
 * not be there; the check allows both.
 */
export async function findLostWrites(base, customer) {
  const { acked } = customer;
  const lost = [];
  const missing = (write, found) => lost.push({ email: customer.email, write, found });
  const get = (path) => request(base, customer, 'GET', path);
  if (acked.account === undefined) return lost;

  const session = await get('/api/auth/get-session');
  if (session.status !== 200 || session.json?.user?.email !== customer.email) {
    // Without the account and its session nothing else can be read: all of it is lost.
    for (const write of ackedWrites(customer)) missing(write, `get-session answered ${session.status} ${session.text.slice(0, 200)}`);
    return lost;
  }

  if (acked.pet !== undefined) {
    const pets = await get('/api/pets');
    if (!pets.json?.pets?.some((pet) => pet.id === acked.pet)) missing('pet', `${pets.status} ${pets.text.slice(0, 200)}`);
  }

  if (acked.appointment !== undefined) {
    const list = await get('/api/appointments');
    const appointment = list.json?.appointments?.find((a) => a.id === acked.appointment);
    if (!appointment) missing('appointment', `${list.status} ${list.text.slice(0, 200)}`);
    else if (acked.appointmentCancellation !== undefined && appointment.status !== 'Cancelled') {
      missing('appointmentCancellation', `status ${appointment.status}`);
    }
  }

  if (acked.order !== undefined) {
    const order = await get(`/api/orders/${acked.order}`);
    if (order.status !== 200) missing('order', `${order.status} ${order.text.slice(0, 200)}`);
    else if (acked.payment !== undefined && order.json.status !== 'paid') missing('payment', `status ${order.json.status}`);
    else if (acked.orderCancellation !== undefined && order.json.status !== 'cancelled') missing('orderCancellation', `status ${order.json.status}`);
  }

  // The cart line is there until a payment (perhaps one whose answer was cut off) takes it.
  if (acked.cartItem !== undefined && acked.payment === undefined) {
    const cart = await get('/api/cart');
    const inCart = cart.json?.items?.some((item) => item.productId === acked.cartItem);
    const paid = !inCart && acked.order !== undefined && (await get(`/api/orders/${acked.order}`)).json?.status === 'paid';
    if (!inCart && !paid) missing('cartItem', `${cart.status} ${cart.text.slice(0, 200)}`);
  }
  return lost;
}

// ---- Crash cycles ----

/**
 * Runs `cycles` crash cycles on one DATA_DIR: customers write with `concurrency` at once,
 * the server is SIGKILLed at a random moment (`killAfterMs` after the cycle's first
 * acknowledged write), restarted on the same folder, and every
 * write acknowledged in that cycle is looked for; at the end every customer of every cycle
 * is checked again. Resolves with the figures; `log` hears one line per cycle.
 */
export async function runCrashCycles({
  serverScript,
  dataDir,
  cycles,
  concurrency = 4,
  killAfterMs = [0, 3_000],
  seed = Date.now() % 2 ** 31,
  env = {},
  log = () => {},
}) {
  const random = mulberry32(seed);
  const runId = randomUUID().slice(0, 8);
  const slots = createSlotBook();
  const customers = [];
  const figures = {
    seed,
    cycles: 0,
    customers: 0,
    acknowledged: Object.fromEntries(WRITE_KINDS.map((kind) => [kind, 0])),
    acknowledgedWrites: 0,
    cutOffAtKill: 0,
    lost: [],
    unexpected: [],
    firstStartMs: 0,
    restartMs: [],
    failedRestarts: 0,
  };

  let server = await startServer({ serverScript, dataDir, env });
  figures.firstStartMs = server.readyInMs;
  try {
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const cycleCustomers = [];
      let killed = false;
      const writer = async () => {
        while (!killed) {
          const customer = newCustomer(runId, customers.length + 1);
          customers.push(customer);
          cycleCustomers.push(customer);
          try {
            await runJourney(server.url, customer, slots);
          } catch (error) {
            if (killed) {
              figures.cutOffAtKill++;
            } else {
              // An answer no journey should get: reported, and this writer stops rather than repeat it.
              figures.unexpected.push(`${customer.email}: ${error.message}`);
              return;
            }
          }
        }
      };
      const writers = Array.from({ length: concurrency }, writer);
      // The random moment is counted from the cycle's first acknowledged write, so every
      // cycle has writes to lose however slow a loaded machine makes the first sign-up.
      const firstAckDeadline = performance.now() + 60_000;
      while (!cycleCustomers.some((customer) => ackedWrites(customer).length > 0) && performance.now() < firstAckDeadline) {
        await sleep(5);
      }
      const killAfter = killAfterMs[0] + random() * (killAfterMs[1] - killAfterMs[0]);
      await sleep(killAfter);
      killed = true;
      await server.kill();
      await Promise.all(writers);

      const restartedAt = performance.now();
      try {
        server = await startServer({ serverScript, dataDir, env });
      } catch (error) {
        figures.failedRestarts++;
        figures.unexpected.push(`cycle ${cycle}: ${error.message}`);
        server = undefined;
        break;
      }
      const restartMs = performance.now() - restartedAt;
      figures.restartMs.push(restartMs);

      const lost = (await mapLimit(cycleCustomers, concurrency, (customer) => findLostWrites(server.url, customer))).flat();
      figures.lost.push(...lost);
      figures.cycles = cycle;
      const acked = cycleCustomers.reduce((sum, customer) => sum + ackedWrites(customer).length, 0);
      log(`cycle ${cycle}: killed ${killAfter.toFixed(0)} ms after the first acknowledged write, ${acked} acknowledged writes, ${lost.length} lost, ready again after ${restartMs.toFixed(0)} ms`);
    }

    if (server) {
      // Writes acknowledged in earlier cycles must survive the later crashes too.
      const lostLater = (await mapLimit(customers, concurrency, (customer) => findLostWrites(server.url, customer))).flat();
      for (const loss of lostLater) {
        if (!figures.lost.some((known) => known.email === loss.email && known.write === loss.write)) figures.lost.push(loss);
      }
    }
  } finally {
    if (server) {
      const code = await server.stop();
      if (code !== 0) figures.unexpected.push(`the last server exited with ${code} on SIGTERM:\n${server.output()}`);
    }
  }

  figures.customers = customers.length;
  for (const customer of customers) for (const kind of ackedWrites(customer)) figures.acknowledged[kind]++;
  figures.acknowledgedWrites = Object.values(figures.acknowledged).reduce((a, b) => a + b, 0);
  return figures;
}

/** The figures as a few lines of text. */
export function describeFigures(figures) {
  const sorted = [...figures.restartMs].sort((a, b) => a - b);
  const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))].toFixed(0) : '-');
  const byKind = Object.entries(figures.acknowledged).map(([kind, count]) => `${kind} ${count}`).join(', ');
  return [
    `crash cycles: ${figures.cycles} (seed ${figures.seed}), customers: ${figures.customers}`,
    `acknowledged writes: ${figures.acknowledgedWrites} (${byKind})`,
    `requests cut off by the kill (not acknowledged): ${figures.cutOffAtKill}`,
    `lost acknowledged writes: ${figures.lost.length}`,
    `first start: ${figures.firstStartMs.toFixed(0)} ms; restarts: ${figures.restartMs.length}, failed: ${figures.failedRestarts}, ` +
      `ready after min ${at(0)} / median ${at(0.5)} / p95 ${at(0.95)} / max ${at(1)} ms`,
    `unexpected answers or errors: ${figures.unexpected.length}`,
    ...figures.lost.slice(0, 20).map((loss) => `  LOST ${loss.write} of ${loss.email}: ${loss.found}`),
    ...figures.unexpected.slice(0, 20).map((line) => `  UNEXPECTED ${line}`),
  ].join('\n');
}

// ---- Plumbing ----

async function request(base, customer, method, path, body, headers = {}) {
  const isJson = body !== undefined && typeof body !== 'string';
  const response = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      origin: base,
      'x-forwarded-for': customer.ip,
      ...(customer.cookie ? { cookie: customer.cookie } : {}),
      ...(isJson ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: isJson ? JSON.stringify(body) : body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  // The whole answer, or the write does not count as acknowledged.
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
  return { status: response.status, text, json, cookies };
}

function expectStatus(response, statuses, what) {
  if (!statuses.includes(response.status)) throw new Error(`${what}: answered ${response.status} ${response.text.slice(0, 300)}`);
}

async function mapLimit(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small seeded generator, so a run's kill moments can be repeated (CRASH_SEED). */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
