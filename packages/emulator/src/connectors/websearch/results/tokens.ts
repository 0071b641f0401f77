const TOKEN = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;

/**
 * The tokens `text` counts for budgets and usage: each word and each punctuation mark is one
 * (close to what a language model's tokenizer counts for English; docs/internals/emulator.md §"Beyond the spec").
 *
 * @example
 * countTokens('Webb launched in 2021.'); // 5
 */
export function countTokens(text: string): number {
  return text.match(TOKEN)?.length ?? 0;
}
