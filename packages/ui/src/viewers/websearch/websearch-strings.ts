/*
 * Every string the websearch viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { websearch: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 */
export const WEBSEARCH_VIEWER_STRINGS = {};

export type WebsearchViewerStrings = typeof WEBSEARCH_VIEWER_STRINGS;
