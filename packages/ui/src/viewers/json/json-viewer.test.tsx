import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { JsonViewer } from './json-viewer.tsx';

const data = {
  object: 'widget',
  count: 3,
  ok: true,
  missing: null,
  nested: { deeper: { deepest: 'hidden at first' } },
  empty: [],
};

describe('JsonViewer', () => {
  test('a labelled tree: keys, typed values, containers open two levels deep', async () => {
    const { container } = render(<JsonViewer data={data} label="Raw result" />);
    const tree = screen.getByRole('list', { name: 'Raw result' });
    expect(within(tree).getByText('"widget"').getAttribute('data-type')).toBe('string');
    expect(within(tree).getByText('3').getAttribute('data-type')).toBe('number');
    expect(within(tree).getByText('null').getAttribute('data-type')).toBe('null');
    const nested = screen.getByRole('button', { name: 'nested: {1 key}' });
    expect(nested.getAttribute('aria-expanded')).toBe('true');
    const deeper = screen.getByRole('button', { name: 'deeper: {1 key}' });
    expect(deeper.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('"hidden at first"')).toBeNull();
    expect(screen.getByRole('button', { name: 'empty: [0 items]' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  test('containers open and close with a click or the keyboard', async () => {
    const user = userEvent.setup();
    render(<JsonViewer data={data} />);
    const deeper = screen.getByRole('button', { name: 'deeper: {1 key}' });
    await user.click(deeper);
    expect(screen.getByText('"hidden at first"')).toBeTruthy();
    deeper.focus();
    await user.keyboard('{Enter}');
    expect(deeper.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('"hidden at first"')).toBeNull();
  });

  test('a big array shows one page, and "Show more" adds the next', async () => {
    const rows = Array.from({ length: 250 }, (_, index) => index * 2);
    render(<JsonViewer data={{ rows }} pageSize={100} />);
    const list = screen.getByRole('button', { name: 'rows: [250 items]' }).nextElementSibling;
    const items = () => list?.querySelectorAll(':scope > li').length;
    // Each page of values, plus the "Show more" item while more remain.
    expect(items()).toBe(101);
    await userEvent.click(screen.getByRole('button', { name: 'Show 100 more of 250 in rows' }));
    expect(items()).toBe(201);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more of 250 in rows' }));
    expect(items()).toBe(250);
    expect(list?.lastElementChild?.textContent).toBe('249: 498');
  });

  test('a primitive or an odd value renders without crashing', () => {
    const { unmount } = render(<JsonViewer data="just text" />);
    expect(screen.getByText('"just text"')).toBeTruthy();
    unmount();
    render(<JsonViewer data={undefined} />);
    expect(screen.getByText('undefined')).toBeTruthy();
  });
});
