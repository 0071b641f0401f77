import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test on its own only when test globals are on; ours are off.
afterEach(cleanup);
