export type { DocumentLibrary, Download, LibraryAccount } from './document-library.ts';
export { MAX_UPLOAD_BYTES } from './document-library.ts';
export { itemNotFound, LibraryError } from './library-error.ts';
export { createDoclibSimulator } from './simulator.ts';
