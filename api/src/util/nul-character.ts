/**
 * True when a string (or an object key) anywhere in `value` holds U+0000. PostgreSQL text cannot store
 * it, so a client value carrying one is refused as the client's mistake before it reaches SQL.
 */
export function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNulCharacter(item, depth + 1));
}
