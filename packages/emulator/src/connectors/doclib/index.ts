export { itemNotFound, LibraryError } from './errors.ts';
export type { DocumentLibrary, Download, LibraryAccount } from './library/document-library.ts';
export { MAX_UPLOAD_BYTES } from './library/document-library.ts';
export { createDoclibSimulator } from './simulator.ts';
