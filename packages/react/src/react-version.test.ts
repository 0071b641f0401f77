import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { expect, test } from 'vitest';

// vitest.config.ts runs the suite on the workspace's React, vitest.react18.config.ts on React 18:
// this proves each run uses the React it names.
test('runs on the React major its config names, with the matching react-dom', () => {
  expect(version.split('.')[0]).toBe(process.env.PLUGBOARD_REACT_MAJOR);
  expect(domVersion).toBe(version);
});
