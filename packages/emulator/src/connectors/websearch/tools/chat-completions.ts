import { randomBytes } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import { EventStreamAnswer, type ToolAnswer } from '../../simulator.ts';
import { type ChatCompletion, completionEvents } from '../chat/completion-events.ts';
import { groundedAnswer } from '../chat/grounded-answer.ts';
import { corpus } from '../corpus/corpus.ts';
import { defaultUnits } from '../corpus/units.ts';
import { notInPlan, validationError } from '../errors.ts';
import { CHAT_MODELS, PLANS } from '../plans/plans.ts';
import { countTokens } from '../results/tokens.ts';
import { groundingWithin } from '../search/grounding.ts';
import { searchVertical } from '../search/search-vertical.ts';
import type { WebsearchWorkspace } from '../store.ts';

/** docs/connectors.md §4.5 and §8: a search query is at most 50 words. */
const MAX_QUERY_WORDS = 50;
/** The context the model reads from its sources: what prompt tokens count beside the messages. */
const CONTEXT_BUDGET = { tokens: 2048, snippets: 20 };
/** How many results each model cites. */
const SOURCES: Readonly<Record<string, number>> = { 'search-chat': 3, 'search-chat-pro': 5 };

/** The model a request runs on: the one it names, if the plan has it, or the plan's own. */
function modelFor(requested: string | undefined, workspace: WebsearchWorkspace): string {
  const terms = PLANS[workspace.subscription().plan];
  const [included = 'search-chat'] = terms.chatModels;
  const model = requested ?? included;
  if (!CHAT_MODELS.includes(model)) {
    throw validationError(workspace.now, [
      {
        param: 'model',
        message: `unknown model; the models are ${CHAT_MODELS.join(', ')}`,
        input: model,
      },
    ]);
  }
  if (!terms.chatModels.includes(model)) {
    throw notInPlan(
      workspace.now,
      400,
      `The model ${model} is not in the ${terms.name} plan, which includes ${terms.chatModels.join(', ')}.`,
      { plan: terms.name, required_plan: PLANS.data_for_ai.name, option: 'model' },
    );
  }
  return model;
}

/**
 * websearch_chat_completions: the common chat-completions interface, answered from a web search
 * for the last (user) message; the answer cites the results it uses. `stream: true` answers
 * server-sent `chat.completion.chunk` events instead (docs/internals/chat-stream.md).
 */
export async function chatCompletions(
  params: ToolParams<'websearch_chat_completions'>,
  workspace: WebsearchWorkspace,
): Promise<ToolAnswer> {
  const { now } = workspace;
  const model = modelFor(params.model, workspace);
  const last = params.messages[params.messages.length - 1];
  if (last?.role !== 'user') {
    throw validationError(now, [
      {
        param: 'messages',
        message: 'the last message must be the user’s (role "user"): the one to answer',
      },
    ]);
  }
  const question = last.content.split(/\s+/).slice(0, MAX_QUERY_WORDS).join(' ');
  const outcome = searchVertical(
    corpus().web,
    {
      q: question,
      country: params.country,
      search_lang: params.search_lang,
      safesearch: params.safesearch,
      freshness: params.freshness,
    },
    now,
  );
  const units = defaultUnits(params.country);
  const cited = outcome.ranked.slice(0, SOURCES[model] ?? 3);
  const content = groundedAnswer(question, cited, outcome.terms, units);
  const context = groundingWithin(cited, outcome.terms, units, CONTEXT_BUDGET).flatMap(
    (entry) => entry.snippets,
  );
  const promptTokens = [...params.messages.map((message) => message.content), ...context]
    .map(countTokens)
    .reduce((sum, tokens) => sum + tokens, 0);
  const completionTokens = countTokens(content);

  const completion: ChatCompletion = {
    id: `chatcmpl-${randomBytes(12).toString('hex')}`,
    object: 'chat.completion',
    created: Math.floor(now.getTime() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
  return params.stream ? new EventStreamAnswer(completionEvents(completion)) : { ...completion };
}
