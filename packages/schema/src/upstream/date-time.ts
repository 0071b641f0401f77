import { z } from 'zod';

/** RFC 3339 date-time as the upstream writes it (UTC `Z` or an offset). */
export const dateTimeSchema = z.iso.datetime({ offset: true });
