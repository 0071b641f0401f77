import { z } from 'zod';
import { connectorIdSchema } from '../connector.ts';

/**
 * What a tool does to the data behind the connected account, so a host can ask the user before
 * anything that writes or deletes.
 *
 * @example
 * if (getTool('crm_delete_person').effect === 'delete') await confirmWithUser();
 */
export const toolEffectSchema = z.enum(['read', 'write', 'delete']);
export type ToolEffect = z.infer<typeof toolEffectSchema>;

/**
 * docs/connectors.md §4.4: the scope a video tool needs — [full] full access, [ro] read-only,
 * [ssl] force-ssl.
 *
 * @example
 * getTool('video_videos_rate').scopes; // ['full', 'ssl']
 */
export const videoScopeSchema = z.enum(['full', 'ro', 'ssl']);
export type VideoScope = z.infer<typeof videoScopeSchema>;

/**
 * docs/connectors.md §4.5: the web search plan a tool needs — Free, Pro, AI plan, Data for AI plan.
 *
 * @example
 * getTool('websearch_llm_context').tier; // 'pro'
 */
export const planTierSchema = z.enum(['free', 'pro', 'ai', 'data_for_ai']);
export type PlanTier = z.infer<typeof planTierSchema>;

/** Everything about a tool except its params schema; checked once when the catalog loads. */
const toolMetadataSchema = z
  .strictObject({
    // docs/connectors.md §1: tools are named `<prefix>_<action>`.
    name: z.string().regex(/^[a-z]+(?:_[a-z0-9]+)+$/, 'a tool name is <prefix>_<action>'),
    connector: connectorIdSchema,
    description: z.string().min(1),
    effect: toolEffectSchema,
    scopes: z.array(videoScopeSchema).min(1).readonly().optional(),
    tier: planTierSchema.optional(),
    beta: z.boolean().optional(),
  })
  .superRefine((tool, ctx) => {
    if (!tool.name.startsWith(`${tool.connector}_`)) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: `must start with ${tool.connector}_`,
      });
    }
    if (tool.scopes !== undefined && tool.connector !== 'video') {
      ctx.addIssue({ code: 'custom', path: ['scopes'], message: 'only video tools carry scopes' });
    }
    if ((tool.tier !== undefined) !== (tool.connector === 'websearch')) {
      ctx.addIssue({
        code: 'custom',
        path: ['tier'],
        message: 'every web search tool, and only those, states its plan tier',
      });
    }
  });
type ToolMetadata = z.infer<typeof toolMetadataSchema>;

/**
 * A params schema: an object in, an object out.
 *
 * @example
 * const params: ToolParamsSchema = getTool('docsapp_page_get').params;
 */
export type ToolParamsSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * One entry of the tool catalog: the tool's metadata and the zod schema of its `params`, which
 * is the single source of the params type (see `ToolParams`).
 *
 * @example
 * const tool: ToolDefinition = getTool('websearch_web_search');
 * tool.params.parse({ q: 'plugboard' });
 */
export type ToolDefinition<
  Name extends string = string,
  Params extends ToolParamsSchema = ToolParamsSchema,
> = Readonly<Omit<ToolMetadata, 'name'> & { name: Name; params: Params }>;

/**
 * Declares a catalog entry, keeping its name as a literal type so the catalog can be indexed by
 * name. Throws when the metadata breaks a catalog rule (a programming error, caught by tests).
 *
 * @example
 * const pageGet = defineTool({
 *   name: 'docsapp_page_get',
 *   connector: 'docsapp',
 *   description: 'Retrieve a page.',
 *   effect: 'read',
 *   params: paramsObject({ page_id: uuid() }),
 * });
 */
export function defineTool<const Name extends string, Params extends ToolParamsSchema>(
  tool: ToolDefinition<Name, Params>,
): ToolDefinition<Name, Params> {
  const { params: _params, ...metadata } = tool;
  toolMetadataSchema.parse(metadata);
  return Object.freeze({ ...tool });
}
