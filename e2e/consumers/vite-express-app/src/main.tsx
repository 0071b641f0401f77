import '@plugboard/ui/styles.css';
import '@plugboard/ui/viewers.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

// `?theme=light|dark` picks the theme, remembered for the next pages.
const asked = new URLSearchParams(window.location.search).get('theme');
if (asked === 'light' || asked === 'dark') localStorage.setItem('theme', asked);
document.documentElement.dataset.theme =
  localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
