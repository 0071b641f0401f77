import '@plugboard/ui/styles.css';
import '@plugboard/ui/viewers.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

// `?theme=light|dark|system` picks the theme, remembered for the next pages.
const THEMES = ['light', 'dark', 'system'];
const asked = new URLSearchParams(window.location.search).get('theme');
if (asked && THEMES.includes(asked)) localStorage.setItem('theme', asked);
const remembered = localStorage.getItem('theme');
document.documentElement.dataset.theme =
  remembered && THEMES.includes(remembered) ? remembered : 'light';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
