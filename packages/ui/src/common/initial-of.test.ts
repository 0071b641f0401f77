import { expect, test } from 'vitest';
import { initialOf } from './initial-of.ts';

test('the first letter or digit of a name, past brackets and punctuation', () => {
  expect(initialOf('Video')).toBe('V');
  expect(initialOf('⟦Vídéö⟧')).toBe('V');
  expect(initialOf('«Échéancier»')).toBe('É');
  expect(initialOf('  42 Labs')).toBe('4');
  expect(initialOf('𝓜ail')).toBe('𝓜');
  expect(initialOf('—')).toBe('?');
  expect(initialOf('')).toBe('?');
});
