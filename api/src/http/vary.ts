import type { FastifyReply } from 'fastify';

/** Adds request header names to the answer's `Vary`, each once in any case (`*` already covers them all). */
export function addVary(reply: FastifyReply, ...names: string[]): void {
  const vary = reply.getHeader('vary');
  const values = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.includes('*')) return;
  const named = new Set(values.map((value) => value.toLowerCase()));
  const added = names.filter((name) => !named.has(name.toLowerCase()));
  if (added.length > 0) reply.header('vary', [...values, ...added].join(', '));
}
