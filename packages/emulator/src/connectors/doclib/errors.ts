/**
 * A refusal of the document library, in its own error shape (`{"error": {"code", "message"}}`,
 * the shape the proxy passes through from the library; see docs/tool-results.md §"doclib").
 */
export class LibraryError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'LibraryError';
    this.status = status;
    this.code = code;
  }

  body(): { error: { code: string; message: string } } {
    return { error: { code: this.code, message: this.message } };
  }
}

/** 404 itemNotFound: no such site, file or folder. */
export function itemNotFound(what: string): LibraryError {
  return new LibraryError(404, 'itemNotFound', `The resource could not be found: ${what}.`);
}
