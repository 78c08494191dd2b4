import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may go (SSRF): only https, only public addresses. The server makes these requests from inside the
 * school's network, so an endpoint at 127.0.0.1, 10.x or the cloud's metadata address (169.254.169.254) would let
 * whoever registers it probe or call internal services. Checked when an endpoint is saved (an IP literal, a name that
 * resolves to a refused address) and again before every delivery, after resolving the name: the request then connects
 * to the very address that was checked, so a name that resolves elsewhere a second later (DNS rebinding) gains nothing.
 * The WHATWG URL parser has already turned decimal, octal and hex hosts (`2130706433`, `0x7f.1`) into dotted IPv4.
 */
export interface TargetPolicy {
  /** WEBHOOKS_ALLOW_LOCAL (never in production): plain http and loopback addresses, for a receiver on this machine. */
  allowLocalTargets: boolean;
}

export type TargetProblem = 'INVALID_URL' | 'HTTPS_REQUIRED' | 'ADDRESS_NOT_ALLOWED' | 'DNS_FAILED';

const refused = new BlockList();
// Not on the public internet (IANA special-purpose registries), IPv4…
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local machine
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
// …and IPv6, including the forms that carry an IPv4 address inside (mapped, compatible, NAT64, 6to4, Teredo).
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped: ::ffff:127.0.0.1
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether the server may send to this address (an IP as text, without brackets). */
export function addressAllowed(address: string, policy: TargetPolicy): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (policy.allowLocalTargets && loopback.check(address, type)) return true;
  return !refused.check(address, type);
}

/** The URL if it is one a webhook may have at all (http or https, no user or password, a host); else null. */
export function parseWebhookUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || !url.hostname) return null;
  return url;
}

/** The host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Names that always mean this machine, whatever DNS says (RFC 6761). */
const isLocalName = (host: string) => /(^|\.)localhost\.?$/i.test(host);

/**
 * What is wrong with a URL before it is stored, or null. An IP literal and `localhost` are judged as they are; a name
 * is resolved, and refused if any of its addresses is. A name that does not resolve (yet) is accepted: each delivery
 * resolves it again and refuses then.
 */
export async function urlProblem(text: string, policy: TargetPolicy): Promise<TargetProblem | null> {
  const url = parseWebhookUrl(text);
  if (!url) return 'INVALID_URL';
  if (url.protocol !== 'https:' && !policy.allowLocalTargets) return 'HTTPS_REQUIRED';
  const host = hostOf(url);
  if (isIP(host)) return addressAllowed(host, policy) ? null : 'ADDRESS_NOT_ALLOWED';
  if (isLocalName(host) && !policy.allowLocalTargets) return 'ADDRESS_NOT_ALLOWED';
  const resolved = await resolveAll(host);
  if (resolved && resolved.some(({ address }) => !addressAllowed(address, policy))) return 'ADDRESS_NOT_ALLOWED';
  return null;
}

export type ResolvedTarget = { ok: true; url: URL; address: string; family: 4 | 6 } | { ok: false; problem: TargetProblem };

/** Before a delivery: the URL again, its name resolved now, every address checked; the first one is the one to connect to. */
export async function resolveTarget(text: string, policy: TargetPolicy): Promise<ResolvedTarget> {
  const url = parseWebhookUrl(text);
  if (!url) return { ok: false, problem: 'INVALID_URL' };
  if (url.protocol !== 'https:' && !policy.allowLocalTargets) return { ok: false, problem: 'HTTPS_REQUIRED' };
  const host = hostOf(url);
  const family = isIP(host);
  if (family)
    return addressAllowed(host, policy)
      ? { ok: true, url, address: host, family: family as 4 | 6 }
      : { ok: false, problem: 'ADDRESS_NOT_ALLOWED' };
  const resolved = await resolveAll(host);
  if (!resolved || resolved.length === 0) return { ok: false, problem: 'DNS_FAILED' };
  if (resolved.some(({ address }) => !addressAllowed(address, policy))) return { ok: false, problem: 'ADDRESS_NOT_ALLOWED' };
  return { ok: true, url, address: resolved[0].address, family: resolved[0].family as 4 | 6 };
}

const DNS_TIMEOUT_MS = 5_000;

/** The system resolver's addresses of a name (as a connection would find them), or null when it has none in 5 s. */
async function resolveAll(host: string): Promise<{ address: string; family: number }[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DNS_TIMEOUT_MS)));
  try {
    return await Promise.race([lookup(host, { all: true, verbatim: true }).catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
