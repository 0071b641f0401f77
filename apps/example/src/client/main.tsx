import './zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@plugboard/ui/styles.css';
import '@plugboard/ui/viewers.css';
import './app.css';
import { App } from './app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
