import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@plugboard/ui/styles.css';
import '@plugboard/ui/viewers.css';
import './app.css';
import { z } from 'zod';
import { App } from './app.tsx';

// Zod probes for eval (new Function) on its first parse to speed up objects; under the page's
// `script-src 'self'` that probe is a reported CSP violation. Without JIT it never probes.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
