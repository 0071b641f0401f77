import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { CrmViewer } from './crm-viewer.tsx';
import {
  crmAttributes,
  crmCompany,
  crmConflict,
  crmDeal,
  crmEntries,
  crmNotes,
  crmOptions,
  crmPeople,
  crmTasks,
  crmThreads,
  crmTokenInfo,
  crmValueHistory,
} from './fixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CrmViewer', () => {
  test('one record: a card of its current values, typed; historic values left out', async () => {
    const { container } = render(<CrmViewer tool="crm_get_company" data={crmCompany} />);
    const heading = screen.getByRole('heading', { name: 'Acme' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe(crmCompany.data.web_url);
    expect(screen.getByRole('link', { name: 'acme.com' }).getAttribute('href')).toBe(
      'https://acme.com',
    );
    expect(screen.getByText('1 Canyon Road, Phoenix, AZ, 85001, US')).toBeTruthy();
    expect(screen.getByText('51-250').className).toBe('pb-tag');
    expect(screen.queryByText('twitter')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('currency, status, checkbox, number and references render by attribute type', () => {
    render(<CrmViewer tool="crm_get_deal" data={crmDeal} />);
    const facts = screen.getByRole('article');
    expect(facts.textContent).toMatch(/value\s*\$4,200\.00/);
    expect(screen.getByText('In Progress').getAttribute('data-tone')).toBe('info');
    expect(facts.textContent).toContain('signedNo');
    expect(facts.textContent).toContain('probability60');
    expect(facts.textContent).toMatch(/associated company\s*companies e1f2a3b4/);
  });

  test('many records: a table with the name first and a column per filled attribute', () => {
    render(<CrmViewer tool="crm_list_people" data={crmPeople} />);
    const table = screen.getByRole('table', { name: '2 records' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 3)).toEqual(['Record', 'name', 'email addresses']);
    expect(headers).toContain('last interaction');
    expect(within(table).getByRole('link', { name: 'Wile E. Coyote' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: '+1 602 555 0142' }).getAttribute('href')).toBe(
      'tel:+16025550142',
    );
  });

  test('attribute history shows values that are no longer current', () => {
    render(<CrmViewer tool="crm_get_record_attribute_values" data={crmValueHistory} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Acme Corporation');
    expect(rows[2]?.textContent).toMatch(/Acme.*now$/);
  });

  test('tasks: done state in words, past deadlines of open tasks marked overdue', () => {
    render(<CrmViewer tool="crm_list_tasks" data={crmTasks} />);
    const [open, done, undated] = screen.getAllByRole('listitem');
    expect(open?.getAttribute('data-overdue')).toBe('true');
    expect(open?.textContent).toMatch(/^Open.*Overdue since.*1 assignee · 1 linked record$/);
    expect(done?.hasAttribute('data-overdue')).toBe(false);
    expect(done?.textContent).toMatch(/^Done/);
    expect(undated?.textContent).toContain('No deadline');
  });

  test('notes keep their line breaks and never render markdown as HTML', () => {
    const { container } = render(<CrmViewer tool="crm_list_notes" data={crmNotes} />);
    expect(container.querySelector('.pb-note__body')?.textContent).toBe(
      crmNotes.data[0]?.content_plaintext,
    );
    expect(container.querySelector('strong')).toBeNull();
  });

  test('threads, entries, attributes, options and token info', () => {
    const views = [
      [<CrmViewer key="t" tool="crm_list_threads" data={crmThreads} />, 'crm-threads'],
      [<CrmViewer key="e" tool="crm_list_entries" data={crmEntries} />, 'crm-entries'],
      [<CrmViewer key="a" tool="crm_list_attributes" data={crmAttributes} />, 'crm-attributes'],
      [<CrmViewer key="o" tool="crm_list_attribute_options" data={crmOptions} />, 'crm-options'],
      [<CrmViewer key="k" tool="crm_get_current_token_info" data={crmTokenInfo} />, 'crm-token'],
    ] as const;
    for (const [element, viewer] of views) {
      const { container, unmount } = render(element);
      expect(container.firstElementChild?.getAttribute('data-viewer')).toBe(viewer);
      unmount();
    }
  });

  test('an empty body (a deletion) says it is done; an empty list says no results', () => {
    const { unmount } = render(<CrmViewer tool="crm_delete_company" data={{}} />);
    expect(screen.getByText('Done. The service returned no data.')).toBeTruthy();
    unmount();
    render(<CrmViewer tool="crm_list_people" data={{ data: [] }} />);
    expect(screen.getByText('No results.')).toBeTruthy();
  });

  test('an error body shows its message, code and status', () => {
    render(<CrmViewer tool="crm_create_company" data={crmConflict} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('already exists');
    expect(alert.textContent).toContain('uniqueness_conflict');
    expect(alert.textContent).toContain('409');
  });

  test.each([
    ['a tool the viewer does not know', 'crm_export_everything', crmCompany],
    [
      'a meeting (no view of its own)',
      'crm_list_meetings',
      { data: [{ id: { meeting_id: 'm1' } }] },
    ],
    ['a record without values', 'crm_get_record', { data: { id: { record_id: 'r1' } } }],
    ['items of mixed kinds', 'crm_list_tasks', { data: [crmTasks.data[0], crmNotes.data[0]] }],
    ['notes answered for tasks', 'crm_list_tasks', crmNotes],
    ['token info without its active flag', 'crm_get_current_token_info', { scopes: [] }],
    ['an array', 'crm_list_records', [1, 2, 3]],
  ])('%s falls back to the JSON viewer', (_name, tool, data) => {
    // A view that throws on a body of another shape is caught, and React logs what it caught.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<CrmViewer tool={tool} data={data} />);
    expect(container.querySelector('[data-viewer="json"]')).not.toBeNull();
  });

  test('a value that does not match its type shows as JSON text', () => {
    const odd = {
      data: {
        ...crmCompany.data,
        values: { name: [{ attribute_type: 'currency', currency_value: 'lots' }] },
      },
    };
    render(<CrmViewer tool="crm_get_company" data={odd} />);
    expect(screen.getByText('{"currency_value":"lots"}').tagName).toBe('CODE');
  });
});
