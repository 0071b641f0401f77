import { CONNECTOR_IDS, classifyDoclibRequest, type DoclibProxyRequest } from '@plugboard/schema';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import {
  type DocumentLibrary,
  type LibraryAccount,
  LibraryError,
  MAX_UPLOAD_BYTES,
} from '../../connectors/doclib/index.ts';
import { ApiError } from '../../errors.ts';
import type { ConnectedAccountService } from '../../services/connected-accounts.ts';
import { connectionFor } from '../../services/connections.ts';
import { libraryErrorHandler } from '../library-error-handler.ts';
import { parseInput } from '../parse-input.ts';

/** docs/tool-results.md §"doclib": the headers that name the account whose token the proxy uses. */
const proxyHeadersSchema = z.object({
  connection_name: z
    .string('connection_name is required: the connection the account belongs to, e.g. doclib')
    .min(1),
  identifier: z.string("identifier is required: the account's identifier").min(1),
  organization_id: z.string().min(1).optional(),
  user_id: z.string().min(1).optional(),
});

const SHAPES =
  'GET /v1.0/me/sites, GET /v1.0/sites/root, GET /v1.0/sites/{site_id}/drive/root:/{filename} and PUT /v1.0/sites/{site_id}/drive/root:/{filename}:/content';

/** The connector a connection name (its key, or its id) stands for. */
function connectorNamed(name: string) {
  const connector = CONNECTOR_IDS.find((id) => id === name || connectionFor(id).id === name);
  if (connector === undefined) {
    throw new ApiError(
      'NOT_FOUND',
      `No connection is named "${name}"; GET /api/v1/connections lists them.`,
    );
  }
  if (connector !== 'doclib') {
    throw new ApiError(
      'INVALID_ARGUMENT',
      `The ${connector} connection has named tools: run them with POST /api/v1/execute_tool. Only the document library (doclib) is reached through the proxy.`,
    );
  }
  return connector;
}

/** The ACTIVE document library account the headers name (as execute_tool finds its account). */
async function proxiedAccount(
  req: Request,
  accounts: ConnectedAccountService,
): Promise<LibraryAccount> {
  const headers = parseInput(proxyHeadersSchema, req.headers, 'headers');
  const account = await accounts.findByKey(
    { ...headers, connector: connectorNamed(headers.connection_name) },
    null,
  );
  if (account === undefined) {
    throw new ApiError(
      'NOT_FOUND',
      `No ${headers.connection_name} account matches the identifier "${headers.identifier}" (and the organization_id and user_id headers, when given).`,
      'ACCOUNT_NOT_FOUND',
    );
  }
  if (account.status !== 'ACTIVE') {
    throw new ApiError(
      'INVALID_ARGUMENT',
      `Connected account ${account.id} is ${account.status}; it must be ACTIVE for the proxy to use its token. Reconnect it through a magic link.`,
      'ACCOUNT_NOT_ACTIVE',
    );
  }
  return account;
}

/** A request outside the four shapes of docs/connectors.md §4.6: 405 on a known path, else 404. */
function refuse(req: Request, res: Response): LibraryError {
  const known = classifyDoclibRequest('GET', req.path) ?? classifyDoclibRequest('PUT', req.path);
  if (known !== null) {
    res.set('Allow', known.method);
    return new LibraryError(
      405,
      'notAllowed',
      `${req.method} is not allowed here; use ${known.method}.`,
    );
  }
  return new LibraryError(
    404,
    'itemNotFound',
    `The document library has no ${req.method} ${req.path}; it answers ${SHAPES}.`,
  );
}

async function answer(
  req: Request,
  res: Response,
  library: DocumentLibrary,
  account: LibraryAccount,
  request: DoclibProxyRequest,
): Promise<void> {
  switch (request.kind) {
    case 'list_sites':
      res.json(await library.listSites(account));
      return;
    case 'get_root_site':
      res.json(await library.rootSite(account));
      return;
    case 'get_file_metadata':
      res.json(await library.metadata(account, request.site_id, request.filename));
      return;
    case 'upload_file': {
      if (Number(req.get('content-length')) > MAX_UPLOAD_BYTES) {
        throw new LibraryError(
          413,
          'invalidRequest',
          `The upload is larger than ${MAX_UPLOAD_BYTES} bytes, the most a simple upload takes.`,
        );
      }
      // docs/connectors.md §4.6: the file's media type, generic binary by default.
      const contentType = req.get('content-type') ?? 'application/octet-stream';
      const { created, item } = await library.upload(
        account,
        request.site_id,
        request.filename,
        req,
        contentType,
      );
      res.status(created ? 201 : 200).json(item);
    }
  }
}

/**
 * The upstream's proxy (docs/tool-results.md §"doclib": `{base_url}/proxy{path}`) in front of the
 * simulated document library: the `connection_name` and `identifier` headers name the account;
 * the path, method and body are the library's. Bodies stream through, never read whole (the app
 * mounts no body parser here).
 */
export function proxyRoutes(deps: {
  accounts: ConnectedAccountService;
  library: DocumentLibrary;
}): Router {
  const router = Router();
  router.use(async (req, res) => {
    const account = await proxiedAccount(req, deps.accounts);
    const request = classifyDoclibRequest(req.method, req.path);
    if (request === null) throw refuse(req, res);
    await answer(req, res, deps.library, account, request);
  });
  router.use(libraryErrorHandler);
  return router;
}
