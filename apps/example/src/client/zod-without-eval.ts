import { config } from 'zod/v4/core';

// The AI SDK brings zod into this page, and zod probes for eval (`new Function`) as each object
// schema is built, at module load: under the page's `script-src 'self'` that probe is a CSP
// violation. Without JIT it never probes. This module is main.tsx's first import, so it runs
// before any module that builds a schema.
config({ jitless: true });
