/*
 * Every string the docsapp viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { docsapp: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 */
export const DOCSAPP_VIEWER_STRINGS = {};

export type DocsappViewerStrings = typeof DOCSAPP_VIEWER_STRINGS;
