/*
 * Every string the doclib viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { doclib: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 */
export const DOCLIB_VIEWER_STRINGS = {};

export type DoclibViewerStrings = typeof DOCLIB_VIEWER_STRINGS;
