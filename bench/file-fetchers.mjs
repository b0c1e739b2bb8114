// Clients that fetch one file over and over, each reading every byte, until told to stop
// (bench:uploads and media-cache.routes.test.ts): `node bench/file-fetchers.mjs <json>`
// with {url, cookie, byteSize, clients}, started with an IPC channel. It sends {warm: true}
// once as many whole files as clients have arrived, and {whole, statuses} when stopped.
// Run at the lowest priority by its parent: an attacker's machines are not the server's.
import { get } from 'node:http';

const { url, cookie, byteSize, clients } = JSON.parse(process.argv[2]);
let running = true;
let whole = 0;
const statuses = {};
process.on('message', () => {
  running = false;
});

const fetchOnce = () =>
  new Promise((resolve, reject) => {
    get(url, { headers: { cookie } }, (response) => {
      let received = 0;
      response.on('data', (chunk) => {
        received += chunk.length;
      });
      response.on('end', () => {
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        if (received === byteSize) whole += 1;
        resolve();
      });
    }).on('error', reject);
  });

async function fetcher() {
  while (running) {
    await fetchOnce();
    if (whole === clients) process.send({ warm: true });
  }
}

await Promise.all(Array.from({ length: clients }, fetcher));
process.send({ whole, statuses });
process.disconnect();
