import type { LanguageModel } from 'ai';
import { createScriptedModel } from './scripted-model.ts';

/**
 * The model "Ask Acme" talks to: the offline scripted model by default, or any AI SDK provider's
 * model named by the environment (`ASK_ACME_PROVIDER=@ai-sdk/openai ASK_ACME_MODEL=gpt-4o-mini`).
 * The provider package is the host's to install; the example does not depend on one.
 */
export async function resolveChatModel(env: NodeJS.ProcessEnv): Promise<LanguageModel> {
  const providerModule = env.ASK_ACME_PROVIDER;
  if (!providerModule) return createScriptedModel();
  const modelId = env.ASK_ACME_MODEL;
  if (!modelId) throw new Error('ASK_ACME_PROVIDER is set: name its model in ASK_ACME_MODEL too.');
  // `@ai-sdk/openai` exports `openai`, `@ai-sdk/anthropic` exports `anthropic`, and so on.
  const exportName = env.ASK_ACME_PROVIDER_EXPORT ?? providerModule.split('/').pop() ?? '';
  const loaded = (await import(providerModule)) as Record<string, unknown>;
  const provider = loaded[exportName];
  if (typeof provider !== 'function') {
    throw new Error(
      `${providerModule} has no provider function "${exportName}": name it in ASK_ACME_PROVIDER_EXPORT.`,
    );
  }
  return (provider as (id: string) => LanguageModel)(modelId);
}
