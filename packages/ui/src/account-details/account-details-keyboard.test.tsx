import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import * as listStories from '../connected-accounts-list/connected-accounts-list.stories.tsx';
import * as activityStories from './account-activity.stories.tsx';

const { SharedNotManager } = composeStories(listStories);
const { SharedPaginated } = composeStories(activityStories);

describe('the account panels by keyboard', () => {
  test('Tab reaches Activity, Enter opens it with focus inside, Escape gives focus back', async () => {
    const user = userEvent.setup();
    render(<SharedNotManager />);
    const trigger = await screen.findByRole('button', {
      name: 'Activity of Warehouse (acme-analytics)',
    });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'What this app did with Warehouse',
    });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await within(dialog).findByText('Nothing was run with this account yet.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  test('Show more is a button that Enter presses', async () => {
    const user = userEvent.setup();
    render(<SharedPaginated />);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(11));
    const more = screen.getByRole('button', { name: 'Show more' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21));
  });
});
