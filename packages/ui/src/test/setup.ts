import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test on its own only when test globals are on; ours are off.
afterEach(cleanup);

// waitFor and findBy give up after 1 s by default; an answer of the real BFF and emulator can take
// longer on a busy two-core machine. They still return as soon as the expectation holds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no canvas: getContext answers null after logging "not implemented". axe probes it
// (to spot icon ligatures) and copes with null, so answer null without the log. Test files in
// the node environment have no HTMLCanvasElement.
if (typeof HTMLCanvasElement !== 'undefined') HTMLCanvasElement.prototype.getContext = () => null;
