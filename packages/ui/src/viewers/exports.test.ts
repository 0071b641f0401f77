import { expect, test } from 'vitest';
import * as crm from './crm/index.ts';
import * as doclib from './doclib/index.ts';
import * as docsapp from './docsapp/index.ts';
import * as toolResult from './index.ts';
import * as json from './json/index.ts';
import * as video from './video/index.ts';
import * as warehouse from './warehouse/index.ts';
import * as websearch from './websearch/index.ts';

// A change of a viewer entry's public API must be deliberate: update this list in the same change.
test('the public exports of the viewer entries', () => {
  const names = (api: object) => Object.keys(api).sort();
  expect({
    viewers: names(toolResult),
    docsapp: names(docsapp),
    crm: names(crm),
    warehouse: names(warehouse),
    video: names(video),
    websearch: names(websearch),
    doclib: names(doclib),
    json: names(json),
  }).toEqual({
    viewers: ['JsonViewer', 'ToolView'],
    docsapp: ['DocsappViewer'],
    crm: ['CrmViewer'],
    warehouse: ['ResultGrid', 'WarehouseViewer'],
    video: ['VideoViewer'],
    websearch: ['ChatStream', 'WebsearchViewer'],
    doclib: ['DoclibViewer'],
    json: ['JsonViewer'],
  });
});
