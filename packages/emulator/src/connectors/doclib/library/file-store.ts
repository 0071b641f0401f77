import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { accountFolder } from '../../account-resources.ts';
import { LibraryError } from '../errors.ts';

/** What the library records of a file's bytes (docs/tool-results.md: `size`, `file.hashes`). */
export interface ByteFacts {
  size: number;
  sha1Hash: string;
  sha256Hash: string;
}

/** Bytes received into a file of their own, not yet the content of any library file. */
export interface ReceivedFile extends ByteFacts {
  /** Where the bytes are until `keep` or `discard`. */
  path: string;
}

function facts(bytes: Uint8Array): ByteFacts {
  return {
    size: bytes.byteLength,
    sha1Hash: createHash('sha1').update(bytes).digest('hex').toUpperCase(),
    sha256Hash: createHash('sha256').update(bytes).digest('hex').toUpperCase(),
  };
}

/** A pass-through that hashes and counts what crosses it and stops past `limit` bytes. */
function measuring(limit: number, tooLarge: () => Error) {
  const sha1 = createHash('sha1');
  const sha256 = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      if (size > limit) return done(tooLarge());
      sha1.update(chunk);
      sha256.update(chunk);
      done(null, chunk);
    },
  });
  const result = (): ByteFacts => ({
    size,
    sha1Hash: sha1.digest('hex').toUpperCase(),
    sha256Hash: sha256.digest('hex').toUpperCase(),
  });
  return { stream, result };
}

/**
 * The bytes of the library's files, one file on disk each, in a folder per account under `root`.
 * Bytes stream in and out; no file is ever held in memory whole.
 */
export class FileStore {
  readonly #root: string;

  constructor(root: string) {
    this.#root = root;
  }

  /** Where the content of `fileId` lies. */
  path(accountId: string, fileId: string): string {
    return join(accountFolder(this.#root, accountId), fileId);
  }

  /**
   * Streams `source` into a new file of the account, hashing as it goes; more than `limit`
   * bytes fail with 413 and leave nothing behind.
   */
  async receive(accountId: string, source: Readable, limit: number): Promise<ReceivedFile> {
    const folder = accountFolder(this.#root, accountId);
    await mkdir(folder, { recursive: true });
    const path = join(folder, `.upload-${randomUUID()}`);
    const meter = measuring(
      limit,
      () =>
        new LibraryError(
          413,
          'invalidRequest',
          `The upload is larger than ${limit} bytes, the most a simple upload takes.`,
        ),
    );
    try {
      await pipeline(source, meter.stream, createWriteStream(path));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return { path, ...meter.result() };
  }

  /** Makes received bytes the content of `fileId`, replacing what it had. */
  async keep(received: ReceivedFile, accountId: string, fileId: string): Promise<void> {
    await rename(received.path, this.path(accountId, fileId));
  }

  async discard(received: ReceivedFile): Promise<void> {
    await rm(received.path, { force: true });
  }

  /** Writes small content at once (seed files). */
  async write(accountId: string, fileId: string, content: string): Promise<ByteFacts> {
    const bytes = Buffer.from(content);
    await mkdir(accountFolder(this.#root, accountId), { recursive: true });
    await writeFile(this.path(accountId, fileId), bytes);
    return facts(bytes);
  }

  /** Deletes every file of the account. */
  async removeAccount(accountId: string): Promise<void> {
    await rm(accountFolder(this.#root, accountId), { recursive: true, force: true });
  }

  /** Deletes every account's files. */
  async removeAll(): Promise<void> {
    const folders = await readdir(this.#root).catch(() => []);
    await Promise.all(
      folders.map((folder) => rm(join(this.#root, folder), { recursive: true, force: true })),
    );
  }

  /** Deletes the store's folder itself. */
  async removeRoot(): Promise<void> {
    await rm(this.#root, { recursive: true, force: true });
  }
}
