import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Whether an address is one of `entries` (addresses and CIDR networks, as METRICS_ALLOW holds them). */
export function addressAllowList(entries: readonly string[]): (address: string) => boolean {
  const allowed = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) allowed.addAddress(address, family);
    else allowed.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    // A server listening on "::" sees IPv4 clients as ::ffff:a.b.c.d.
    const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
    const family = isIP(plain);
    return family !== 0 && allowed.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Whether a request says it came through a proxy. When the app trusts no proxy, such a
 * request's address is the proxy's own (often loopback, on the same machine), not the
 * client's: the metrics must not take it for a local scraper.
 */
export const cameThroughProxy = (request: FastifyRequest): boolean =>
  request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
