import { expect, it } from 'vitest';
import * as emulator from './index.ts';

it('exports exactly the public API', () => {
  expect(Object.keys(emulator).sort()).toEqual(['createEmulator']);
});
