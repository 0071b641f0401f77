import { escapeHtml } from '../../escape-html.ts';

/** Markup that is already safe to send; everything else interpolated into `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

function escapeValue(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(escapeValue).join('');
  return escapeHtml(String(value ?? ''));
}

/** A template tag that escapes every interpolated value, so request data never becomes markup. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, string, i) => out + escapeValue(values[i - 1]) + string),
  );
}

const STYLE = `
  :root { color-scheme: light dark; --accent: #4f46e5; --muted: #6b7280; --card: #fff; --bg: #f3f4f6; }
  @media (prefers-color-scheme: dark) { :root { --card: #1f2937; --bg: #111827; --muted: #9ca3af; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg);
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { width: min(28rem, calc(100vw - 2rem)); background: var(--card); border-radius: 12px;
    padding: 2rem; box-shadow: 0 10px 30px rgb(0 0 0 / 0.12); }
  main.wide { width: min(60rem, calc(100vw - 2rem)); }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  p { margin: 0 0 1rem; }
  .muted { color: var(--muted); font-size: 0.875rem; }
  .actions { display: flex; gap: 0.75rem; justify-content: flex-end; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 8px; cursor: pointer;
    border: 1px solid var(--muted); background: transparent; color: inherit; }
  button[value="approve"] { background: var(--accent); border-color: var(--accent); color: #fff; }
  button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 1.5rem; font-size: 0.9rem; }
  th, td { text-align: left; padding: 0.4rem 0.5rem; border-bottom: 1px solid rgb(127 127 127 / 0.25); }
  code { font-size: 0.85em; }
`;

/** A complete HTML page in the emulator's look; the footer says it is simulated. */
export function page(title: string, body: SafeHtml, options: { wide?: boolean } = {}): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<main class="${options.wide ? 'wide' : ''}">
${body}
<p class="muted">Plugboard emulator: a local stand-in for the hosted service. No third-party account is contacted.</p>
</main>
</body>
</html>
`.value;
}
