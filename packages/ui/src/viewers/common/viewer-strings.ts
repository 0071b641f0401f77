'use client';

import { useMemo } from 'react';
import { usePlugboardUi } from '../../provider/plugboard-ui-context.ts';
import type { CrmViewerStrings } from '../crm/crm-strings.ts';
import type { DoclibViewerStrings } from '../doclib/doclib-strings.ts';
import type { DocsappViewerStrings } from '../docsapp/docsapp-strings.ts';
import type { JsonViewerStrings } from '../json/json-strings.ts';
import type { VideoViewerStrings } from '../video/video-strings.ts';
import type { WarehouseViewerStrings } from '../warehouse/warehouse-strings.ts';
import type { WebsearchViewerStrings } from '../websearch/websearch-strings.ts';

/*
 * The strings every viewer shares: the result shell, empty lists, further pages, error bodies.
 * Each connector's own strings sit in its folder (`crm/crm-strings.ts`…), in its own chunk.
 */
export const SHARED_VIEWER_STRINGS = {
  loadingResult: 'Loading the result…',
  noResults: 'No results.',
  moreResults: 'More results are available.',
  /** Before the code of the next page's cursor; `label` is `cursor` or a viewer's own word. */
  nextCursor: (label: string) => `Next ${label}:`,
  cursor: 'cursor',
  serviceError: 'The service returned an error',
  httpStatus: 'HTTP status',
  errorCode: 'Code',
  jsonResult: (tool: string) => `Result of ${tool}`,
};

export type SharedViewerStrings = typeof SHARED_VIEWER_STRINGS;

/** The default strings of each viewer, by the key a host overrides them under. */
interface ViewerStringTables {
  shared: SharedViewerStrings;
  json: JsonViewerStrings;
  crm: CrmViewerStrings;
  docsapp: DocsappViewerStrings;
  doclib: DoclibViewerStrings;
  video: VideoViewerStrings;
  warehouse: WarehouseViewerStrings;
  websearch: WebsearchViewerStrings;
}

export type ViewerStringsKey = keyof ViewerStringTables;

/**
 * What `localization.viewers` takes: any viewer strings to replace, by viewer.
 *
 * @example
 * const viewers: ViewerLocalization = { shared: { noResults: 'Keine Ergebnisse.' } };
 */
export type ViewerLocalization = {
  [Key in ViewerStringsKey]?: Partial<ViewerStringTables[Key]>;
};

/**
 * A viewer's strings: its English defaults with the host's `localization.viewers[key]` on top. The
 * defaults are passed in, not imported here, so each stays in its viewer's chunk.
 */
export function useViewerStrings<Key extends ViewerStringsKey>(
  key: Key,
  defaults: ViewerStringTables[Key],
): ViewerStringTables[Key] {
  const overrides = usePlugboardUi().strings.viewers[key];
  return useMemo(
    () => (overrides ? { ...defaults, ...overrides } : defaults) as ViewerStringTables[Key],
    [defaults, overrides],
  );
}
