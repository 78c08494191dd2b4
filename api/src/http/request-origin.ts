import { hostname, networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';

/**
 * The origin a request reached, for absolute links (mails, PayPal's return addresses, canonical URLs) when
 * PUBLIC_URL is unset, which only happens outside production (config.ts). The Host header is the sender's to
 * choose, and a link to `evil.example` in a confirmation mail sends its reader there. So the
 * request's own origin is used only when its host names this machine: `localhost`, a loopback address, an
 * address of one of its network interfaces (a phone on the LAN opens `http://192.168.1.20:3000` and gets links
 * it can follow) or the machine's name. Any other host gets `<protocol>://localhost:<port it reached>`: a link
 * that works on this machine and harms nobody elsewhere.
 */
export function requestOrigin(request: FastifyRequest): string {
  const reached = `${request.protocol}://${request.host}`;
  if (namesThisMachine(request.hostname)) return reached;
  return `${request.protocol}://localhost:${request.socket.localPort ?? (request.protocol === 'https' ? 443 : 80)}`;
}

function namesThisMachine(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(name)) return true;
  return machineNames().has(name);
}

// Interfaces come and go (Wi-Fi, VPN, DHCP): read again now and then, not on every request.
const MACHINE_NAMES_TTL_MS = 10_000;
let known: { names: Set<string>; readAt: number } | null = null;

function machineNames(now = Date.now()): Set<string> {
  if (known && now - known.readAt < MACHINE_NAMES_TTL_MS) return known.names;
  const own = hostname().toLowerCase();
  const names = new Set([own, `${own}.local`]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address } of addresses ?? []) names.add(address.toLowerCase());
  }
  known = { names, readAt: now };
  return names;
}
