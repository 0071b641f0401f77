import { expect, test } from 'vitest';
import * as schema from './index.ts';

// A change of the public surface must be deliberate: update this list in the same commit.
test('the public surface is exactly these names', () => {
  expect(Object.keys(schema).sort()).toMatchSnapshot();
});
