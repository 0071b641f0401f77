import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { DoclibViewer } from './doclib-viewer.tsx';
import {
  doclibFile,
  doclibFolder,
  doclibRootSite,
  doclibSites,
  doclibUploaded,
} from './fixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DoclibViewer', () => {
  test('sites: each name links to the site, with the site id file requests take', async () => {
    const { container } = render(<DoclibViewer tool="doclib_list_sites" data={doclibSites} />);
    const items = within(screen.getByRole('list', { name: 'Sites' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('https://contoso.sharepoint.com/sites/legal');
    expect(items[0]?.textContent).toContain(doclibSites.value[0]?.id);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('one site (the root site) is a site, not a file, though it has a name and an id', () => {
    const { container } = render(
      <DoclibViewer tool="doclib_get_root_site" data={doclibRootSite} />,
    );
    expect(container.firstElementChild?.getAttribute('data-viewer')).toBe('doclib-sites');
  });

  test('file metadata: size, type, folder, editor, and the pre-signed download link with its expiry', async () => {
    const { container } = render(
      <DoclibViewer tool="doclib_get_file_metadata" data={doclibFile} />,
    );
    const facts = container.querySelector('dl')?.textContent;
    expect(facts).toContain('Size2.4 MB');
    expect(facts).toContain('Typeapplication/pdf');
    expect(facts).toContain('Folder/contracts');
    expect(facts).toMatch(/by Lin Chen$/);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(doclibFile['@microsoft.graph.downloadUrl']);
    expect(download.getAttribute('download')).toBe(doclibFile.name);
    expect(screen.getByText(/pre-signed and expires about an hour/)).toBeTruthy();
    expect(screen.queryByText('Uploaded')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a folder shows its item count and no download', () => {
    render(<DoclibViewer tool="doclib_get_file_metadata" data={doclibFolder} />);
    expect(screen.getByText('14 items')).toBeTruthy();
    expect(screen.getByText('/')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  test("an upload's answer says it was uploaded and links to the file", () => {
    render(<DoclibViewer tool="doclib_upload_file" data={doclibUploaded} />);
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in the library' }).getAttribute('href')).toBe(
      doclibUploaded.webUrl,
    );
  });

  test('a download URL that is not http(s) is never offered', () => {
    const evil = { ...doclibFile, '@microsoft.graph.downloadUrl': 'javascript:alert(1)' };
    render(<DoclibViewer tool="doclib_get_file_metadata" data={evil} />);
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
    expect(screen.queryByText(/pre-signed/)).toBeNull();
  });

  test.each([
    ['a request the viewer does not know', 'doclib_delete_file', doclibFile],
    ['sites that are not a list', 'doclib_list_sites', { value: 'sites' }],
    ['a file answered for sites', 'doclib_list_sites', { value: [doclibFile] }],
    ['a file without a name', 'doclib_get_file_metadata', { id: 'x', size: 3 }],
    ['a number', 'doclib_get_root_site', 7],
  ])('%s falls back to the JSON viewer', (_name, tool, data) => {
    // A view that throws on a body of another shape is caught, and React logs what it caught.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<DoclibViewer tool={tool} data={data} />);
    expect(container.querySelector('[data-viewer="json"]')).not.toBeNull();
  });
});
