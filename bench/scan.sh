#!/usr/bin/env bash
# SQL injection scan of every route that takes a parameter, with sqlmap, against a real
# server on a fresh temporary DATA_DIR (embedded PostgreSQL, PGlite):
#   npm run bench:scan            or   bash bench/scan.sh
# Env: SCAN_LEVEL (sqlmap --level, default 3: query, body and URI parameters, and the
# User-Agent and Referer headers), SCAN_RISK (--risk, default 2: adds heavy time-based
# payloads), SCAN_ONLY (a substring:
# scan only the targets whose name contains it), SCAN_KEEP=1 (keep the logs' folder).
# Signed-in routes are scanned with the session cookie of an account the script signs
# up (the cookie itself is not fuzzed: that only signs the scanner out). Every request
# carries a random X-Forwarded-For (sqlmap's xforwardedfor tamper; the server trusts it
# here) so the per-address rate limits do not turn the scan into a wall of 429s.
# Prints one line per target and exits 1 if sqlmap found an injection. Without sqlmap
# (Debian: apt-get install sqlmap) it says so and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v sqlmap >/dev/null 2>&1; then
  echo "bench/scan.sh: sqlmap is not installed, so the SQL injection scan is skipped (Debian: sudo apt-get install sqlmap)."
  exit 0
fi

level="${SCAN_LEVEL:-3}"
risk="${SCAN_RISK:-2}"
only="${SCAN_ONLY:-}"
work="$(mktemp -d "${TMPDIR:-/tmp}/pet-haven-scan-XXXXXX")"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  if [ "${SCAN_KEEP:-}" = "1" ]; then echo "Logs kept in $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

node scripts/build-server.mjs
port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
base="http://127.0.0.1:$port"
PORT="$port" HOST=127.0.0.1 BASE_URL="$base" DATA_DIR="$work/data" LOG_LEVEL=warn TRUST_PROXY=true \
  node dist/server/server.js >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 600); do
  if curl -fsS "$base/readyz" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then echo "The server did not start:"; cat "$work/server.log"; exit 2; fi
  sleep 0.1
done
curl -fsS "$base/readyz" >/dev/null

# A signed-in customer with a pet, a booking, a cart line and an order: the ids the routes take.
eval "$(BASE="$base" node --input-type=module <<'EOF'
const base = process.env.BASE;
let cookie = '';
async function call(method, path, body) {
  const response = await fetch(base + path, {
    method,
    redirect: 'manual',
    headers: { origin: base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  const set = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (set) cookie = set;
  return text ? JSON.parse(text) : undefined;
}
const email = `scan-${Date.now()}@example.com`;
await call('POST', '/api/auth/sign-up/email', { name: 'Scan', email, password: 'scan password 42' });
const pet = await call('POST', '/api/pets', { name: 'Rex', type: 'Dog', age: '3 years' });
const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
const appointment = await call('POST', '/api/appointments', {
  serviceId: 'test-grooming', petType: 'Dog', petName: 'Rex', petAge: '3 years', date, time: '10:00 AM', idempotencyKey: crypto.randomUUID(),
});
await call('POST', '/api/cart/items', { productId: 1 });
const { url } = await call('POST', '/create-checkout', {});
const q = (value) => `'${String(value).replaceAll("'", "'\\''")}'`;
console.log(`cookie=${q(cookie)} email=${q(email)} pet_id=${q(pet.id)} appointment_id=${q(appointment.id)} order_id=${q(url.split('/').pop())} date=${q(date)}`);
EOF
)"

# name | method | url (a * marks a path parameter) | JSON body (empty: none) | signed in | more sqlmap options
targets=(
  "availability|GET|$base/api/availability?serviceId=test-grooming&date=$date||no|"
  "email-lookup|POST|$base/api/accounts/email-lookup|{\"email\":\"$email\"}|no|"
  # A wrong password is answered 401, which sqlmap otherwise takes for "give up".
  "sign-in|POST|$base/api/auth/sign-in/email|{\"email\":\"$email\",\"password\":\"scan password 42\"}|no|--ignore-code=401"
  "pet|GET|$base/api/pets/$pet_id*||yes|"
  "add-pet|POST|$base/api/pets|{\"name\":\"Rex\",\"type\":\"Dog\",\"age\":\"3 years\",\"breed\":\"Beagle\"}|yes|"
  "change-pet|PUT|$base/api/pets/$pet_id*|{\"name\":\"Rex\",\"type\":\"Dog\",\"age\":\"4 years\",\"breed\":\"Beagle\"}|yes|"
  "book|POST|$base/api/appointments|{\"serviceId\":\"test-grooming\",\"petType\":\"Dog\",\"petName\":\"Rex\",\"petAge\":\"3 years\",\"date\":\"$date\",\"time\":\"11:00 AM\",\"idempotencyKey\":\"5f0c6a52-3c1e-4f0e-9d7a-2b1c0d9e8f7a\"}|yes|"
  "reschedule|PATCH|$base/api/appointments/$appointment_id*|{\"date\":\"$date\",\"time\":\"2:00 PM\"}|yes|"
  "add-to-cart|POST|$base/api/cart/items|{\"productId\":2}|yes|"
  "cart-quantity|PUT|$base/api/cart/items/1*|{\"quantity\":2}|yes|"
  "order|GET|$base/api/orders/$order_id*||yes|"
  "test-checkout-page|GET|$base/checkout/test/$order_id*||yes|"
)

echo "sqlmap $(sqlmap --version 2>/dev/null | head -1) on $base, level $level, risk $risk"
found=0
summary=()
for target in "${targets[@]}"; do
  IFS='|' read -r name method url body signed_in more <<<"$target"
  if [ -n "$only" ] && [[ "$name" != *"$only"* ]]; then continue; fi
  args=(-u "$url" --method "$method" --batch --dbms=PostgreSQL --level "$level" --risk "$risk"
    --tamper=xforwardedfor --headers "Origin: $base" --drop-set-cookie --disable-coloring
    --output-dir "$work/sqlmap" --flush-session --answers "quit=N,follow=N")
  if [ -n "$body" ]; then args+=(--data "$body"); fi
  if [ "$signed_in" = "yes" ]; then args+=(--cookie "$cookie" --skip "${cookie%%=*}"); fi
  if [ -n "$more" ]; then args+=("$more"); fi
  started=$(date +%s)
  sqlmap "${args[@]}" >"$work/$name.log" 2>&1 || true
  seconds=$(( $(date +%s) - started ))
  codes="$(grep -A1 'HTTP error codes detected during run:' "$work/$name.log" | tail -1 | grep -E '^[0-9]{3} ' || true)"
  # Only sqlmap's final verdict counts: a candidate it then rejects is reported as such.
  if grep -q 'sqlmap identified the following injection point' "$work/$name.log"; then
    found=1
    result="INJECTABLE: $(grep -E 'Parameter: |Title: ' "$work/$name.log" | head -4 | tr '\n' ' ' || true)"
  elif grep -q 'all tested parameters do not appear to be injectable' "$work/$name.log"; then
    result="no injection found"
    rejected="$(grep -c 'false positive or unexploitable injection point detected' "$work/$name.log" || true)"
    if [ "$rejected" -gt 0 ]; then result="$result ($rejected candidate(s) checked and rejected by sqlmap as false positives)"; fi
  else
    result="inconclusive: $(grep -E '\[(CRITICAL|ERROR)\]' "$work/$name.log" | tail -1 | sed -E 's/^\[[0-9:]+\] //' || true)"
  fi
  line="$(printf '%-20s %-6s %4ss  %s' "$name" "$method" "$seconds" "$result")"
  if [ -n "$codes" ]; then line="$line (HTTP codes seen: $codes)"; fi
  echo "$line"
  summary+=("$line")
done

server_errors="$(grep -c '"level":50' "$work/server.log" || true)"
echo
echo "Targets scanned: ${#summary[@]}; the server logged $server_errors errors (level 50) during the scan."
if [ "$found" -ne 0 ]; then
  echo "sqlmap found an injection: see the INJECTABLE lines (run with SCAN_KEEP=1 to keep its logs)."
  exit 1
fi
echo "sqlmap found no SQL injection."
