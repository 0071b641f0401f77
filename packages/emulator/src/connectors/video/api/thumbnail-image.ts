import { createHash } from 'node:crypto';

/**
 * The image behind a thumbnail URL (links.ts): a swatch whose colour comes from the id, with a
 * play mark, so each video, channel and playlist has a picture of its own without any network.
 *
 * @example
 * thumbnailSvg('dQ8xKtchn01', 320, 180); // '<svg xmlns=… width="320" height="180">…'
 */
export function thumbnailSvg(id: string, width: number, height: number): string {
  const hue = createHash('sha256').update(id).digest().readUInt16LE(0) % 360;
  const size = Math.min(width, height) * 0.3;
  const left = width / 2 - size * 0.35;
  const top = height / 2 - size / 2;
  const play = `M${left} ${top} L${left + size * 0.8} ${height / 2} L${left} ${top + size} Z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 55% 42%)"/>` +
    `<path d="${play}" fill="#fff" fill-opacity="0.85"/></svg>`
  );
}
