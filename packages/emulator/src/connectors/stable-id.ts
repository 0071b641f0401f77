import { createHash } from 'node:crypto';

/**
 * A UUID that is always the same for the same `name` (version 5 layout over SHA-256), so seed data
 * has ids a test or a demo script can write down ahead of time.
 */
export function stableId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
