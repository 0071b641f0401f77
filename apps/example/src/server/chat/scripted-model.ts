import type { LanguageModel } from 'ai';

/** The AI SDK's language-model interface, v3, as `ai` types it. */
export type LanguageModelV3 = Extract<LanguageModel, { specificationVersion: 'v3' }>;
type CallOptions = Parameters<LanguageModelV3['doGenerate']>[0];
type GenerateResult = Awaited<ReturnType<LanguageModelV3['doGenerate']>>;
type StreamResult = Awaited<ReturnType<LanguageModelV3['doStream']>>;
type StreamPart = StreamResult['stream'] extends ReadableStream<infer Part> ? Part : never;
type Prompt = CallOptions['prompt'];

/** One request the scripted model recognises: a pattern of the user's words, and the call. */
interface ScriptedRequest {
  pattern: RegExp;
  toolName: string;
  input(match: RegExpMatchArray): Record<string, unknown>;
  /** What it can do, as the help text lists it. */
  example: string;
}

/**
 * Which account the user named after a request, as in "my CRM contacts from Personal", "… in
 * Work CRM" or "… on my Personal account": the words after from, in or on, without "my", "the"
 * and a trailing "account". The Plugboard tools take it as `account` and match it against the
 * user's account names (docs/internals/several-accounts.md §"Choosing the account of a call").
 */
const NAMED_ACCOUNT = /^\s*(?:from|in|on)\s+(?:my\s+|the\s+)?(.+?)(?:\s+account)?\s*[.?!]*$/i;

/** The account named in the words after a request's own, if any. */
function namedAccount(rest: string): string | undefined {
  const name = NAMED_ACCOUNT.exec(rest)?.[1]?.trim();
  return name ? name : undefined;
}

const REQUESTS: readonly ScriptedRequest[] = [
  {
    pattern: /\b(crm\s+)?(contacts|people)\b/i,
    toolName: 'crm_list_people',
    input: () => ({ limit: 10 }),
    example: '"Who are my CRM contacts?"',
  },
  {
    pattern: /\badd (?:a )?task:?\s+(.+?)\s*$/i,
    toolName: 'crm_create_task',
    input: (match) => ({ content: (match[1] ?? '').replace(/[.!?]+$/, '') }),
    example: '"Add a task Call Ada"',
  },
  {
    pattern: /\bsearch the web for\s+(.+?)\s*\??$/i,
    toolName: 'websearch_web_search',
    input: (match) => ({ q: match[1] ?? '', count: 5 }),
    example: '"Search the web for open banking"',
  },
  {
    pattern: /\btop videos\b/i,
    toolName: 'video_videos_list',
    input: () => ({ part: 'snippet,statistics', chart: 'mostPopular', max_results: 5 }),
    example: '"What are the top videos?"',
  },
  {
    pattern: /\btables\b.*\bwarehouse\b|\bwarehouse\b.*\btables\b/i,
    toolName: 'warehouse_get_tables',
    input: () => ({ database: 'ANALYTICS' }),
    example: '"Which tables are in the warehouse?"',
  },
];

/**
 * A deterministic, offline language model for the example's "Ask Acme" chat: it recognises a few
 * requests in the last user message and calls the matching Plugboard tool, then answers a short
 * text about the tool's output. It implements the AI SDK's LanguageModelV3, so `streamText` and
 * `generateText` run it like any provider's model, tools, approvals and all.
 */
export function createScriptedModel(): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'plugboard-example',
    modelId: 'scripted',
    supportedUrls: {},
    async doGenerate(options) {
      return { ...reply(options), warnings: [] };
    },
    async doStream(options) {
      const { content, finishReason, usage } = reply(options);
      const parts: StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      for (const [index, part] of content.entries()) {
        if (part.type === 'text') {
          const id = `text-${index}`;
          parts.push({ type: 'text-start', id });
          // Word by word, as a real model streams.
          for (const word of part.text.split(/(?<= )/))
            parts.push({ type: 'text-delta', id, delta: word });
          parts.push({ type: 'text-end', id });
        } else if (part.type === 'tool-call') {
          parts.push(part);
        }
      }
      parts.push({ type: 'finish', finishReason, usage });
      return {
        stream: new ReadableStream<StreamPart>({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  };
}

function reply(options: CallOptions): Omit<GenerateResult, 'warnings'> {
  const usage = {
    inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 0, text: 0, reasoning: 0 },
  };
  const result = latestToolResult(options.prompt);
  if (result) {
    return {
      content: [{ type: 'text', text: summarise(result.toolName, result.output) }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage,
    };
  }
  const offered = new Set((options.tools ?? []).map((tool) => tool.name));
  const text = lastUserText(options.prompt);
  for (const request of REQUESTS) {
    const match = text.match(request.pattern);
    if (!match || !offered.has(request.toolName)) continue;
    // Without a named account the call carries none, and the connector's default runs.
    const account = namedAccount(text.slice((match.index ?? 0) + match[0].length));
    const input = { ...request.input(match), ...(account ? { account } : {}) };
    return {
      content: [
        {
          type: 'tool-call',
          toolCallId: `call_${crypto.randomUUID()}`,
          toolName: request.toolName,
          input: JSON.stringify(input),
        },
      ],
      finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
      usage,
    };
  }
  return {
    content: [{ type: 'text', text: helpText(offered) }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage,
  };
}

function lastUserIndex(prompt: Prompt): number {
  return prompt.findLastIndex((message) => message.role === 'user');
}

function lastUserText(prompt: Prompt): string {
  const message = prompt[lastUserIndex(prompt)];
  if (message?.role !== 'user') return '';
  return message.content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join(' ')
    .trim();
}

type ToolMessage = Extract<Prompt[number], { role: 'tool' }>;
type ToolResultPart = Extract<ToolMessage['content'][number], { type: 'tool-result' }>;

/** The newest tool result since the user last wrote: the model answers about it. */
function latestToolResult(prompt: Prompt): ToolResultPart | undefined {
  let latest: ToolResultPart | undefined;
  for (const message of prompt.slice(lastUserIndex(prompt) + 1)) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) if (part.type === 'tool-result') latest = part;
  }
  return latest;
}

const CONNECTOR_NAMES: Record<string, string> = {
  crm: 'CRM',
  websearch: 'web search',
  video: 'video platform',
  warehouse: 'data warehouse',
  docsapp: 'document workspace',
  doclib: 'document library',
};

function summarise(toolName: string, output: ToolResultPart['output']): string {
  if (output.type === 'execution-denied') {
    return toolName === 'crm_create_task'
      ? 'The task was not added.'
      : 'Nothing was done: you declined the call.';
  }
  // A result reaches the model as the compact text @plugboard/server/ai writes for it; a refusal
  // or an error as JSON.
  if (output.type === 'text') return summariseText(toolName, output.value);
  if (output.type !== 'json') return `The ${toolName} call failed, so I have no answer.`;
  const value = output.value as Record<string, unknown> | null;
  const status = value?.status;
  if (status === 'authorization_required') {
    const connector = String(value?.connector ?? '');
    const name = CONNECTOR_NAMES[connector] ?? connector;
    return value?.reason === 'expired'
      ? `Your ${name} access has expired: reconnect it above to continue.`
      : `I need access to your ${name}: connect it above to continue.`;
  }
  if (status === 'account_choice_required') {
    const connector = String(value?.connector ?? '');
    const name = CONNECTOR_NAMES[connector] ?? connector;
    return `You have more than one ${name} account: choose the one to use above.`;
  }
  if (status === 'error') {
    const error = value?.error as { message?: string } | undefined;
    return `That did not work: ${error?.message ?? 'the tool failed'}.`;
  }
  return summariseData(toolName, value?.data);
}

/**
 * Reads a result's text as a model would: the count its first line gives ("crm_list_people: 2
 * records.") and, for people, the `name:` of each record line.
 */
function summariseText(toolName: string, text: string): string {
  const count = Number(/: (\d+) records?\./.exec(text)?.[1] ?? 0);
  const names = [...text.matchAll(/^- .*?\bname: ([^;\n]+)/gm)].map((match) => match[1]?.trim());
  return answerAbout(
    toolName,
    count,
    names.filter((name): name is string => Boolean(name)),
  );
}

function summariseData(toolName: string, data: unknown): string {
  const items = listIn(data);
  return answerAbout(
    toolName,
    items.length,
    items.map(personName).filter((name) => name !== ''),
  );
}

/** The answer about a result of `count` records (`names`: the people's, for a CRM list). */
function answerAbout(toolName: string, count: number, names: string[]): string {
  switch (toolName) {
    case 'crm_list_people':
      return `You have ${count} ${count === 1 ? 'contact' : 'contacts'}${names.length > 0 ? `: ${names.join(', ')}` : ''}.`;
    case 'crm_create_task':
      return 'Done: the task is added to your CRM.';
    case 'websearch_web_search':
      return `I found ${count} web ${count === 1 ? 'result' : 'results'}; they are listed above.`;
    case 'video_videos_list':
      return `Here are the ${count} most popular videos.`;
    case 'warehouse_get_tables':
      return `The warehouse has ${count} ${count === 1 ? 'table' : 'tables'} in that database; they are listed above.`;
    default:
      return 'Here is the result, above.';
  }
}

/** The first list in a tool's data: the data itself, or a list under one of its keys. */
function listIn(data: unknown, depth = 0): unknown[] {
  if (Array.isArray(data)) return data;
  if (typeof data !== 'object' || data === null || depth > 2) return [];
  for (const key of ['data', 'items', 'results', 'rows', 'tables']) {
    const found = listIn((data as Record<string, unknown>)[key], depth + 1);
    if (found.length > 0) return found;
  }
  for (const value of Object.values(data)) {
    const found = listIn(value, depth + 1);
    if (found.length > 0) return found;
  }
  return [];
}

function personName(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const record = item as Record<string, unknown>;
  const values = record.values as Record<string, unknown> | undefined;
  const name = (values?.name as unknown[] | undefined)?.[0] as Record<string, unknown> | undefined;
  const fullName = name?.full_name ?? record.name ?? record.full_name;
  return typeof fullName === 'string' ? fullName : '';
}

function helpText(offered: ReadonlySet<string>): string {
  const examples = REQUESTS.filter((request) => offered.has(request.toolName)).map(
    (request) => request.example,
  );
  return `I am Acme's offline demo assistant. I work with the accounts you connected; try ${examples.join(', ')}.`;
}
