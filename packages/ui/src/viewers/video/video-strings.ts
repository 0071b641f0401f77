/*
 * Every string the video viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { video: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 */
export const VIDEO_VIEWER_STRINGS = {};

export type VideoViewerStrings = typeof VIDEO_VIEWER_STRINGS;
