/*
 * Every string the json viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { json: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 */
export const JSON_VIEWER_STRINGS = {};

export type JsonViewerStrings = typeof JSON_VIEWER_STRINGS;
