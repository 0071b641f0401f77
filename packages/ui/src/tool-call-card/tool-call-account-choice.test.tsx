import type {
  AccountChoiceRequiredOutput,
  ToolAccount,
  ToolSuccessOutput,
} from '@plugboard/schema';
import { serveToolAccountsBff, type ToolAccountsBff } from '@plugboard/test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { crmPeople } from '../viewers/crm/fixtures.ts';
import { ToolCallCard, type ToolCallCardProps } from './tool-call-card.tsx';

/*
 * Which account ran a tool, and the user's choice of one: the card against a stand-in BFF on a
 * free port that resolves `account` as the real one does and says which account ran.
 */

const work: ToolAccount = { id: 'ca_work', name: 'Work CRM', is_default: true, shared_by: null };
const personal: ToolAccount = {
  id: 'ca_personal',
  name: 'Personal',
  is_default: false,
  shared_by: null,
};
const shared: ToolAccount = {
  id: 'ca_acme',
  name: 'Acme CRM',
  is_default: false,
  shared_by: 'Acme Corporation',
};
const [wile, hank] = crmPeople.data;

let bff: ToolAccountsBff;
beforeAll(async () => {
  bff = await serveToolAccountsBff({
    accounts: [work, personal, shared],
    results: { ca_work: { data: [wile] }, ca_personal: { data: [hank] } },
  });
});
afterAll(() => bff.close());

// Each test its own base URL path: the components use the host's SWR cache, shared across tests.
let tests = 0;
function renderCard(props: ToolCallCardProps) {
  tests += 1;
  const view = renderWithPlugboard(<ToolCallCard {...props} />, {
    baseUrl: `${bff.baseUrl}/t${tests}`,
  });
  const root = () => view.container.querySelector('.pb-tool-call') as HTMLElement;
  const status = () => within(root()).getAllByRole('status')[0]?.textContent;
  return { ...view, root, status };
}

const choice = (accounts: ToolAccount[]): AccountChoiceRequiredOutput => ({
  status: 'account_choice_required',
  tool_name: 'crm_list_people',
  connector: 'crm',
  accounts,
  message: 'The user has several CRM accounts; they are choosing which one to use.',
});

describe('ToolCallCard names the account that ran the tool', () => {
  test('the user’s own account, by its name', async () => {
    const { container, root } = renderCard({
      tool: 'crm_list_people',
      state: 'output',
      output: {
        status: 'ok',
        tool_name: 'crm_list_people',
        data: crmPeople,
        execution_id: 'e1',
        account: personal,
      },
    });
    expect(root().querySelector('.pb-tool-call__account')?.textContent).toBe('Ran on Personal');
    // The default is only worth a word where the user chooses.
    expect(root().textContent).not.toMatch(/default/i);
    await screen.findAllByText('Wile E. Coyote');
    expect(await axeViolations(container)).toEqual([]);
  }, 30_000);

  test('an organization’s account, with who shares it', () => {
    const { root } = renderCard({
      tool: 'crm_list_people',
      state: 'output',
      output: {
        status: 'ok',
        tool_name: 'crm_list_people',
        data: crmPeople,
        execution_id: 'e2',
        account: shared,
      },
    });
    expect(root().querySelector('.pb-tool-call__account')?.textContent).toBe(
      'Ran on Acme CRM, shared by Acme Corporation',
    );
  });
});

describe('ToolCallCard when the user must choose the account', () => {
  // user-event finds a radio's group with CSS.escape, which jsdom lacks; browsers have it.
  beforeEach(() => {
    vi.stubGlobal('CSS', {
      escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  test('a radio group by keyboard, Run on the one chosen, the result and onResolved', async () => {
    const user = userEvent.setup();
    const onResolved = vi.fn<(output: ToolSuccessOutput) => void>();
    const { container, root, status } = renderCard({
      tool: 'crm_list_people',
      // The model named an account that fits several; the rerun names the chosen one instead.
      input: { limit: 5, account: 'CRM' },
      state: 'output',
      output: choice([work, personal, shared]),
      onResolved,
    });
    expect(root().getAttribute('data-status')).toBe('account_choice_required');
    expect(status()).toBe('You have more than one CRM account. Choose the one to use.');
    const group = await screen.findByRole('group', { name: 'CRM accounts' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'ca_work',
      'ca_personal',
      'ca_acme',
    ]);
    // The default is checked first, and each note is the radio's description.
    const workRadio = within(group).getByRole('radio', { name: 'Work CRM' });
    expect(workRadio).toHaveProperty('checked', true);
    expect(workRadio.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(workRadio.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Default');
    expect(within(group).getByText('Shared by Acme Corporation')).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
    expect(bff.executions).toHaveLength(0);

    await user.tab();
    expect(document.activeElement).toBe(workRadio);
    await user.keyboard('{ArrowDown}');
    const personalRadio = within(group).getByRole('radio', { name: 'Personal' });
    expect(personalRadio).toHaveProperty('checked', true);
    await user.tab();
    const run = screen.getByRole('button', { name: 'Run on Personal' });
    expect(document.activeElement).toBe(run);

    const release = bff.holdNext();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(root().querySelector('.pb-tool-call__progress')?.textContent).toBe(
        'Running it on Personal…',
      ),
    );
    expect(await axeViolations(container)).toEqual([]);
    release();

    await waitFor(() => expect(root().getAttribute('data-status')).toBe('ok'));
    expect(bff.executions.at(-1)).toEqual({
      tool_name: 'crm_list_people',
      params: { limit: 5 },
      connector: 'crm',
      account: 'ca_personal',
    });
    expect(onResolved).toHaveBeenCalledExactlyOnceWith({
      status: 'ok',
      tool_name: 'crm_list_people',
      data: { data: [hank] },
      execution_id: expect.any(String),
      account: personal,
    });
    expect(root().querySelector('.pb-tool-call__account')?.textContent).toBe('Ran on Personal');
    expect((await screen.findAllByText('Hank Scorpio')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Wile E. Coyote')).toBeNull();
    expect(screen.queryByRole('group', { name: 'CRM accounts' })).toBeNull();
  }, 30_000);

  test('a failed run says why and leaves the choice open', async () => {
    const user = userEvent.setup();
    const gone: ToolAccount = {
      id: 'ca_gone',
      name: 'Old CRM',
      is_default: false,
      shared_by: null,
    };
    const { root } = renderCard({
      tool: 'crm_list_people',
      input: {},
      state: 'output',
      output: choice([gone, { ...work, is_default: false }]),
    });
    // No default among them: the first is checked.
    await user.click(await screen.findByRole('button', { name: 'Run on Old CRM' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^It failed: You have no account with id ca_gone\./);
    await user.click(screen.getByRole('radio', { name: 'Work CRM' }));
    await user.click(screen.getByRole('button', { name: 'Run on Work CRM' }));
    await waitFor(() => expect(root().getAttribute('data-status')).toBe('ok'));
    expect(root().querySelector('.pb-tool-call__account')?.textContent).toBe('Ran on Work CRM');
  }, 30_000);
});
