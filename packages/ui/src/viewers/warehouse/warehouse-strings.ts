/*
 * Every string the warehouse viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { warehouse: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 */
export const WAREHOUSE_VIEWER_STRINGS = {};

export type WarehouseViewerStrings = typeof WAREHOUSE_VIEWER_STRINGS;
