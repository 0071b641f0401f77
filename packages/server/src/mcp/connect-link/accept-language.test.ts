import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './accept-language.ts';

const AVAILABLE = ['en', 'fr', 'pt-br'];

describe('preferredLanguage', () => {
  it.each([
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    ['de, en;q=0.5', 'en'],
    ['de;q=1, fr;q=0.2', 'fr'],
    ['pt-BR', 'pt-br'],
    ['pt', 'pt-br'],
    ['en;q=0.1, fr;q=0.9', 'fr'],
    ['fr;q=0, de', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [';;,,q=1', 'en'],
  ])('%j picks %s', (header, expected) => {
    expect(preferredLanguage(header, AVAILABLE, 'en')).toBe(expected);
  });
});
