import { describe, expect, it } from 'vitest';
import { maskedIdentifier } from './masked-identifier.ts';

describe('maskedIdentifier', () => {
  it.each([
    ['ada@acme.test', 'a•••@acme.test'],
    ['x@y.z', 'x•••@y.z'],
    ['user_8f3a91c2', 'us•••c2'],
    ['short', 's•••'],
    ['@handle', '@h•••le'],
  ])('%s reads %s', (identifier, masked) => {
    expect(maskedIdentifier(identifier)).toBe(masked);
  });
});
