import { serviceErrorSchemas, toolResultSchemas } from '@plugboard/schema/results';
import { expect, test } from 'vitest';
import {
  doclibFile,
  doclibFolder,
  doclibNotFound,
  doclibRootSite,
  doclibSites,
  doclibUploaded,
} from './fixtures.ts';

// The viewer trusts the request's name for the shape of its result: its fixtures must be that shape.
test.each([
  ['doclib_list_sites', doclibSites, toolResultSchemas.doclib_list_sites],
  ['doclib_get_root_site', doclibRootSite, toolResultSchemas.doclib_get_root_site],
  ['doclib_get_file_metadata', doclibFile, toolResultSchemas.doclib_get_file_metadata],
  ['doclib_get_file_metadata', doclibFolder, toolResultSchemas.doclib_get_file_metadata],
  ['doclib_upload_file', doclibUploaded, toolResultSchemas.doclib_upload_file],
  ['an error body', doclibNotFound, serviceErrorSchemas.doclib],
] as const)('the fixture of %s parses with its schema', (_tool, fixture, schema) => {
  expect(schema.safeParse(fixture).error?.issues).toBeUndefined();
});
