/*
 * Every string the crm viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { crm: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 */
export const CRM_VIEWER_STRINGS = {};

export type CrmViewerStrings = typeof CRM_VIEWER_STRINGS;
