import { describe, expect, it } from 'vitest';
import { exactly } from '../../../test/exact-answers.ts';
import {
  docsappListSchema,
  docsappPageSchema,
  docsappUserSchema,
} from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { DOCSAPP_SEED } from '../seed/build-ids.ts';
import { INTEGRATION_BOT_ID } from '../store.ts';

const t = setupToolHarness();
const userList = docsappListSchema('user', docsappUserSchema);

describe('docsapp_user_list', () => {
  it('lists the people and the integration bot, one page at a time', async () => {
    const account = await t.account('docsapp');
    const all = exactly.docsapp(userList, await t.run(account, 'docsapp_user_list', {}));
    expect(all.results.map((user) => user.name)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      'Alan Turing',
      'Plugboard',
    ]);
    expect(all.results[3]).toMatchObject({ id: INTEGRATION_BOT_ID, type: 'bot' });
    const first = exactly.docsapp(
      userList,
      await t.run(account, 'docsapp_user_list', { page_size: 3 }),
    );
    expect(first).toMatchObject({ has_more: true, next_cursor: INTEGRATION_BOT_ID });
    const rest = exactly.docsapp(
      userList,
      await t.run(account, 'docsapp_user_list', { page_size: 3, start_cursor: INTEGRATION_BOT_ID }),
    );
    expect(rest).toMatchObject({
      has_more: false,
      next_cursor: null,
      results: [{ id: INTEGRATION_BOT_ID }],
    });
  });

  it('lists other people for a further account (<owner>#<slot>) and the same for the first', async () => {
    const names = async (identifier: string) =>
      exactly
        .docsapp(
          userList,
          await t.run(await t.account('docsapp', identifier), 'docsapp_user_list', {}),
        )
        .results.map((user) => user.name);
    expect(await names('ada@acme.test')).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      'Alan Turing',
      'Plugboard',
    ]);
    expect(await names('ada@acme.test#k3v7q2ma')).toEqual([
      'Edsger Dijkstra',
      'Radia Perlman',
      'John McCarthy',
      'Plugboard',
    ]);
  });

  it('includes the bot that tools act as: the author of what they create', async () => {
    const account = await t.account('docsapp');
    const page = exactly.docsapp(
      docsappPageSchema,
      await t.run(account, 'docsapp_page_create', {
        parent_page_id: DOCSAPP_SEED.wikiPageId,
        properties: { title: 'Written by a tool' },
      }),
    );
    expect(page.created_by).toEqual({ object: 'user', id: INTEGRATION_BOT_ID });
    const users = exactly.docsapp(userList, await t.run(account, 'docsapp_user_list', {}));
    expect(users.results.map((user) => user.id)).toContain(page.created_by.id);
  });
});
