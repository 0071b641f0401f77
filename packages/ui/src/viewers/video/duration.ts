const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/**
 * An ISO 8601 duration as a clock reads it: `PT15M51S` → `15:51`, `PT1H2M3S` → `1:02:03`. A
 * value in another form is returned as it came.
 */
export function formatDuration(iso: string): string {
  const match = ISO_DURATION.exec(iso);
  if (match === null || iso === 'P' || iso.endsWith('T')) return iso;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const totalHours = Number(days) * 24 + Number(hours);
  const mm = totalHours > 0 ? minutes.padStart(2, '0') : minutes;
  const clock = `${mm}:${seconds.padStart(2, '0')}`;
  return totalHours > 0 ? `${totalHours}:${clock}` : clock;
}
