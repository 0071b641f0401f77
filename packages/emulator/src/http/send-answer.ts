import type { Response } from 'express';

/**
 * Writes a tool's answer as JSON, encoded once. Express's `res.json` also hashes the body for an
 * `ETag`, which nobody revalidates on a POST; a web search's 50 KB answer paid for the hash on
 * every run (docs/internals/emulator-cost.md, twelfth step).
 */
export function sendAnswer(res: Response, answer: unknown): void {
  const body = Buffer.from(JSON.stringify(answer));
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(body);
}
