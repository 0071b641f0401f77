import { generateText, jsonSchema, stepCountIs, streamText, tool } from 'ai';
import { describe, expect, test } from 'vitest';
import { createScriptedModel } from './scripted-model.ts';

const anyObject = jsonSchema<Record<string, unknown>>({ type: 'object' });

/** Fake Plugboard tools: they answer what `aiTools`' would, without an upstream. */
function fakeTools(outputs: Record<string, unknown>, calls: unknown[] = []) {
  const make = (name: string, needsApproval = false) =>
    tool({
      inputSchema: anyObject,
      needsApproval,
      execute: async (input) => {
        calls.push({ name, input });
        return outputs[name];
      },
    });
  return {
    crm_list_people: make('crm_list_people'),
    crm_create_task: make('crm_create_task', true),
    websearch_web_search: make('websearch_web_search'),
    video_videos_list: make('video_videos_list'),
    warehouse_get_tables: make('warehouse_get_tables'),
  };
}

const people = {
  status: 'ok',
  tool_name: 'crm_list_people',
  execution_id: 'exe_1',
  data: {
    data: [
      { values: { name: [{ full_name: 'Ada Park' }] } },
      { values: { name: [{ full_name: 'Ben Ito' }] } },
    ],
  },
};

describe('the scripted model', () => {
  test('calls crm_list_people for the contacts, then sums up the people it got', async () => {
    const calls: unknown[] = [];
    const result = await generateText({
      model: createScriptedModel(),
      tools: fakeTools({ crm_list_people: people }, calls),
      prompt: 'Who are my CRM contacts?',
      stopWhen: stepCountIs(5),
    });
    expect(calls).toEqual([{ name: 'crm_list_people', input: { limit: 10 } }]);
    expect(result.text).toBe('You have 2 contacts: Ada Park, Ben Ito.');
  });

  test.each([
    ['Show my CRM contacts from Personal', 'Personal'],
    ['Who are my contacts in Work CRM?', 'Work CRM'],
    ['List the people on my Personal account.', 'Personal'],
    ['top videos on the Gaming channel', 'Gaming channel'],
  ])('"%s" names the account %j, which the call carries', async (prompt, account) => {
    const calls: Array<{ name: string; input: Record<string, unknown> }> = [];
    await generateText({
      model: createScriptedModel(),
      tools: fakeTools({ crm_list_people: people }, calls),
      prompt,
      stopWhen: stepCountIs(5),
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input.account).toBe(account);
  });

  test('a request naming no account carries none, whatever else it says', async () => {
    const calls: Array<{ name: string; input: Record<string, unknown> }> = [];
    const tools = fakeTools({}, calls);
    for (const prompt of ['Who are my CRM contacts?', 'Which tables are in the warehouse?']) {
      await generateText({ model: createScriptedModel(), tools, prompt, stopWhen: stepCountIs(2) });
    }
    expect(calls.map((call) => call.input.account)).toEqual([undefined, undefined]);
    expect(calls.map((call) => call.name)).toEqual(['crm_list_people', 'warehouse_get_tables']);
  });

  test('asks the user to choose when the tool answers account_choice_required', async () => {
    const result = await generateText({
      model: createScriptedModel(),
      tools: fakeTools({
        crm_list_people: {
          status: 'account_choice_required',
          tool_name: 'crm_list_people',
          connector: 'crm',
          accounts: [],
          message: 'The user has several CRM accounts; they are choosing which one to use.',
        },
      }),
      prompt: 'my CRM contacts from CRM',
      stopWhen: stepCountIs(5),
    });
    expect(result.text).toBe('You have more than one CRM account: choose the one to use above.');
  });

  test('asks to connect when the tool answers authorization_required', async () => {
    const result = await generateText({
      model: createScriptedModel(),
      tools: fakeTools({
        crm_list_people: {
          status: 'authorization_required',
          tool_name: 'crm_list_people',
          connector: 'crm',
          reason: 'not_connected',
          message: 'Connect your CRM.',
        },
      }),
      prompt: 'who are my CRM contacts',
      stopWhen: stepCountIs(5),
    });
    expect(result.text).toBe('I need access to your CRM: connect it above to continue.');
  });

  test('streams the same: a web search with the words after "search the web for"', async () => {
    const calls: unknown[] = [];
    const result = streamText({
      model: createScriptedModel(),
      tools: fakeTools(
        {
          websearch_web_search: {
            status: 'ok',
            tool_name: 'x',
            execution_id: 'e',
            data: { web: { results: [{}, {}, {}] } },
          },
        },
        calls,
      ),
      prompt: 'Search the web for open banking',
      stopWhen: stepCountIs(5),
    });
    expect(await result.text).toBe('I found 3 web results; they are listed above.');
    expect(calls).toEqual([
      { name: 'websearch_web_search', input: { q: 'open banking', count: 5 } },
    ]);
  });

  test('maps top videos and warehouse tables onto their tools and catalog params', async () => {
    const calls: unknown[] = [];
    const tools = fakeTools({}, calls);
    for (const prompt of ['top videos please', 'Which tables are in the warehouse?']) {
      await generateText({ model: createScriptedModel(), tools, prompt, stopWhen: stepCountIs(2) });
    }
    expect(calls).toEqual([
      {
        name: 'video_videos_list',
        input: { part: 'snippet,statistics', chart: 'mostPopular', max_results: 5 },
      },
      { name: 'warehouse_get_tables', input: { database: 'ANALYTICS' } },
    ]);
  });

  test('a task asks for approval first, and a denied one is reported as not added', async () => {
    const calls: unknown[] = [];
    const tools = fakeTools({}, calls);
    const first = await generateText({
      model: createScriptedModel(),
      tools,
      prompt: 'Add a task Call Ada',
    });
    const request = first.content.find((part) => part.type === 'tool-approval-request');
    expect(request?.toolCall.input).toEqual({ content: 'Call Ada' });
    expect(calls).toEqual([]);

    const second = await generateText({
      model: createScriptedModel(),
      tools,
      messages: [
        { role: 'user', content: 'Add a task Call Ada' },
        ...first.response.messages,
        {
          role: 'tool',
          content: [
            {
              type: 'tool-approval-response',
              approvalId: request?.approvalId ?? '',
              approved: false,
            },
          ],
        },
      ],
      stopWhen: stepCountIs(5),
    });
    expect(calls).toEqual([]);
    expect(second.text).toBe('The task was not added.');
  });

  test('anything else gets the help text, naming only the tools it was given', async () => {
    const result = await generateText({
      model: createScriptedModel(),
      tools: { crm_list_people: fakeTools({}).crm_list_people },
      prompt: 'hello',
    });
    expect(result.text).toBe(
      'I am Acme\'s offline demo assistant. I work with the accounts you connected; try "Who are my CRM contacts?".',
    );
  });
});

describe('the scripted model on the text @plugboard/server/ai gives a model', () => {
  const asText = (name: string, text: string) =>
    tool({
      inputSchema: anyObject,
      execute: async () => ({ status: 'ok', tool_name: name, data: {} }),
      toModelOutput: () => ({ type: 'text', value: text }),
    });

  test('reads the count and the people names of the compact text', async () => {
    const result = await generateText({
      model: createScriptedModel(),
      tools: {
        crm_list_people: asText(
          'crm_list_people',
          'crm_list_people: 2 records.\nEvery record: object_id: 237c\n- record_id: a1; name: Ada Park; job_title: CTO\n- record_id: b2; name: Ben Ito\nNo more pages.',
        ),
      },
      prompt: 'Who are my CRM contacts?',
      stopWhen: stepCountIs(5),
    });
    expect(result.text).toBe('You have 2 contacts: Ada Park, Ben Ito.');
  });

  test('a created task is done, whatever its text', async () => {
    const result = await generateText({
      model: createScriptedModel(),
      tools: {
        crm_create_task: asText(
          'crm_create_task',
          'crm_create_task:\ntask_id: t1; content: Call Ada',
        ),
      },
      prompt: 'Add a task to call Ada',
      stopWhen: stepCountIs(5),
    });
    expect(result.text).toBe('Done: the task is added to your CRM.');
  });
});
