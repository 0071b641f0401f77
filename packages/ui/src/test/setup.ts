import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test on its own only when test globals are on; ours are off.
afterEach(cleanup);

// jsdom has no canvas: getContext answers null after logging "not implemented". axe probes it
// (to spot icon ligatures) and copes with null, so answer null without the log. Test files in
// the node environment have no HTMLCanvasElement.
if (typeof HTMLCanvasElement !== 'undefined') HTMLCanvasElement.prototype.getContext = () => null;
