/**
 * The most tokens a result's text may take: under the 25,000 tokens at which Claude Code cuts a
 * tool's output by default, with room for the client's own wrapping. Counted as OpenAI's o200k
 * tokenizer counts (gpt-tokenizer), the usual yardstick for what a model reads.
 */
export const RESULT_TOKEN_BUDGET = 20_000;

type Tokenizer = typeof import('gpt-tokenizer');
let tokenizer: Promise<Tokenizer> | undefined;

/**
 * A tokenizer that splits bytes (o200k, and every byte-level BPE) never makes more tokens than
 * the text has UTF-8 bytes, so a text of at most `budget` bytes fits without counting; the
 * tokenizer (several MB of ranks) loads only for a text that might not.
 */
export function surelyWithin(text: string, budget: number): boolean {
  return Buffer.byteLength(text, 'utf8') <= budget;
}

/** The token counter, loaded once, when a text first needs counting. */
function loadTokenizer(): Promise<Tokenizer> {
  tokenizer ??= import('gpt-tokenizer');
  return tokenizer;
}

/** How many tokens `text` takes. */
export async function countTokens(text: string): Promise<number> {
  if (text === '') return 0;
  return (await loadTokenizer()).encode(text).length;
}

/** `text` cut to at most `tokens` tokens (for one line too long to show whole). */
export async function cutToTokens(text: string, tokens: number): Promise<string> {
  const { encode, decode } = await loadTokenizer();
  const encoded = encode(text);
  if (encoded.length <= tokens) return text;
  return `${decode(encoded.slice(0, tokens))}…[cut]`;
}
