import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

// A web hook posts where a company says. In production that must not be the server's own network
// (SSRF: a metadata service, a database's admin port), so every address the host resolves to must
// be public, checked when the hook is saved and again before each delivery (DNS can change).

function ipv4Private(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

/** Loopback, private, link-local, carrier-grade NAT, multicast or unspecified: not for web hooks. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) return ipv4Private(address);
  const lower = address.toLowerCase();
  const mapped = lower.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return ipv4Private(mapped[1]!);
  return (
    lower === '::' ||
    lower === '::1' ||
    /^f[cd]/.test(lower) ||
    /^fe[89ab]/.test(lower) ||
    lower.startsWith('ff')
  );
}

/** Null when every address of the host is public; else what is wrong, in words. */
export async function privateTargetOf(url: string): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : (await lookup(host, { all: true }).catch(() => [])).map((entry) => entry.address);
  if (addresses.length === 0) return 'No such host';
  return addresses.some(isPrivateAddress) ? 'The endpoint must be on the public internet' : null;
}
