import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { DocsappViewer } from './docsapp-viewer.tsx';
import {
  docsappBlocks,
  docsappComments,
  docsappDatabase,
  docsappNotFound,
  docsappPage,
  docsappQueryResult,
  docsappUsers,
} from './fixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DocsappViewer', () => {
  test('a page: title linking to the page, typed properties, edit time', async () => {
    const { container } = render(<DocsappViewer tool="docsapp_page_get" data={docsappPage} />);
    const title = screen.getByRole('heading', { level: 3 });
    expect(within(title).getByRole('link').getAttribute('href')).toBe(docsappPage.url);
    const facts = container.querySelector('dl');
    expect(facts?.textContent).toContain('StatusIn progress');
    expect(facts?.textContent).toContain('ReviewedYes');
    expect(screen.getByText('In progress').getAttribute('data-color')).toBe('blue');
    expect(container.querySelector('time[datetime="2024-02-23"]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('page content: headings, one ordered list for consecutive items, to-dos, code', () => {
    const { container } = render(
      <DocsappViewer tool="docsapp_page_content_get" data={docsappBlocks} />,
    );
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Steps to reproduce');
    const ordered = container.querySelectorAll('ol');
    expect(ordered).toHaveLength(1);
    expect(ordered[0]?.querySelectorAll('li')).toHaveLength(2);
    expect(within(ordered[0] as HTMLElement).getByText('Log in').tagName).toBe('STRONG');
    const todo = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Write a regression test',
    });
    expect(todo.checked).toBe(false);
    expect(container.querySelector('code[data-language="javascript"]')?.textContent).toContain(
      'SameSite=None',
    );
    expect(screen.getByRole('link', { name: 'Safari tracking docs' })).toBeTruthy();
  });

  test('database rows: a table with a column per property, title first', () => {
    render(<DocsappViewer tool="docsapp_database_query" data={docsappQueryResult} />);
    const table = screen.getByRole('table', { name: '3 rows' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers[0]).toBe('Title');
    expect(headers).toEqual(expect.arrayContaining(['Status', 'Due', 'Points']));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText(/More results are available/).textContent).toContain(
      docsappQueryResult.next_cursor,
    );
  });

  test('a database: its columns with types and options', () => {
    render(<DocsappViewer tool="docsapp_database_fetch" data={docsappDatabase} />);
    const table = screen.getByRole('table', { name: 'Columns of Bug tracker' });
    expect(within(table).getByText('multi_select')).toBeTruthy();
  });

  test('comments are grouped by discussion; users show email or Bot', () => {
    const { unmount } = render(
      <DocsappViewer tool="docsapp_comments_fetch" data={docsappComments} />,
    );
    const discussions = screen.getAllByRole('list', { name: /^Discussion/ });
    expect(discussions.map((list) => within(list).getAllByRole('listitem').length)).toEqual([2, 1]);
    unmount();
    render(<DocsappViewer tool="docsapp_user_list" data={docsappUsers} />);
    expect(screen.getByRole('list', { name: 'Users' }).textContent).toContain('Bot');
  });

  test('an error body shows the message and code as an alert', () => {
    render(<DocsappViewer tool="docsapp_page_get" data={docsappNotFound} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not find page');
    expect(alert.textContent).toContain('object_not_found');
    expect(alert.textContent).toContain('404');
  });

  test('a link to a javascript: URL is rendered as text, never as a link', () => {
    const evil = {
      ...docsappPage,
      url: 'javascript:alert(1)',
      properties: {
        Title: {
          id: 'title',
          type: 'title',
          title: [{ plain_text: 'Click me', href: 'javascript:alert(1)' }],
        },
      },
    };
    render(<DocsappViewer tool="docsapp_page_get" data={evil} />);
    expect(screen.getByText('Click me').closest('a')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  test.each([
    ['a tool the viewer does not know', 'docsapp_page_move', { object: 'page', id: 'p1' }],
    ['a page without properties', 'docsapp_page_get', { object: 'page', id: 'p1' }],
    ['a database answered for a page', 'docsapp_page_get', docsappDatabase],
    [
      'a list whose results are not an array',
      'docsapp_user_list',
      { object: 'list', results: 'nope' },
    ],
    [
      'a list of unknown objects',
      'docsapp_data_fetch',
      { object: 'list', results: [{ object: 'widget', id: 'w' }] },
    ],
    ['users answered for page content', 'docsapp_page_content_get', docsappUsers],
    ['a number', 'docsapp_page_get', 42],
    ['null', 'docsapp_page_get', null],
  ])('%s falls back to the JSON viewer', async (_name, tool, data) => {
    // A view that throws on a body of another shape is caught, and React logs what it caught.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<DocsappViewer tool={tool} data={data} />);
    expect(container.querySelector('[data-viewer="json"]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a column alone (a property retrieved by id) is the one row of the columns table', () => {
    const column = docsappDatabase.properties.Status;
    render(<DocsappViewer tool="docsapp_database_property_retrieve" data={column} />);
    const table = screen.getByRole('table', { name: 'Columns of Database columns' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Not started, In progress, Done')).toBeTruthy();
  });

  test('a property value that does not match its type shows as JSON text', () => {
    const odd = {
      ...docsappPage,
      properties: { ...docsappPage.properties, Points: { type: 'number', number: 'many' } },
    };
    render(<DocsappViewer tool="docsapp_page_get" data={odd} />);
    expect(screen.getByText('"many"').tagName).toBe('CODE');
  });
});
