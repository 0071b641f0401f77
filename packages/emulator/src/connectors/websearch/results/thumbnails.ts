import { keptAnswers } from '../search/kept-answers.ts';

/** The corpus's titles and sites, at the sizes results show them. */
const pictures = keptAnswers<string, string>(8192);

/**
 * An image of the simulated web: an SVG swatch in `hue` with `label`'s initials, as a data URL,
 * so results show pictures without any network (docs/tool-results.md: `thumbnail.src`).
 *
 * @example
 * swatch('James Webb Space Telescope', 210, 200, 150); // 'data:image/svg+xml,%3Csvg…'
 */
export function swatch(label: string, hue: number, width: number, height: number): string {
  return pictures.get(`${width}x${height} ${hue} ${label}`, () =>
    drawSwatch(label, hue, width, height),
  );
}

function drawSwatch(label: string, hue: number, width: number, height: number): string {
  const initials = label
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 1))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const size = Math.round(Math.min(width, height) * 0.4);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 55% 45%)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${size}" text-anchor="middle" dominant-baseline="central">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
