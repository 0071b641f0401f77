import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { resourceNotFound } from '../errors.ts';
import type { WebsearchWorkspace } from '../store.ts';
import { SUMMARY_TTL_SECONDS, summaryIdOf } from '../summarizer/make-summary.ts';
import type { StoredSummary } from '../summarizer/stored-summary.ts';

/** The summary `key` names, or the service's 404 for a key it does not know or that expired. */
async function summaryFor(key: string, workspace: WebsearchWorkspace): Promise<StoredSummary> {
  const summary = await workspace.summaries.get(summaryIdOf(key));
  if (summary === undefined || Date.parse(summary.expires_at) <= workspace.now.getTime()) {
    throw resourceNotFound(
      workspace.now,
      `No summary for this key: it is unknown or has expired (keys last ${SUMMARY_TTL_SECONDS / 60} minutes). Run websearch_web_search with summary true and use its summarizer.key.`,
    );
  }
  return summary;
}

const complete = { type: 'summarizer', status: 'complete' } as const;

function summaryParts(summary: StoredSummary, raw: boolean) {
  return raw ? summary.parts.filter((part) => part.type === 'token') : summary.parts;
}

function enrichments(summary: StoredSummary) {
  return {
    raw: summary.parts.flatMap((part) => (part.type === 'token' ? [part.data] : [])).join(''),
    images: summary.images.map((image) => ({
      thumbnail: { src: image.src },
      url: image.url,
      properties: { url: image.image_url },
      text: image.text,
    })),
    qa: [],
    entities: summary.entities.map(({ provider: _provider, ...entity }) => ({
      ...entity,
      images: [],
    })),
    context: summary.context,
  };
}

function entityInfos(entities: StoredSummary['entities']) {
  return Object.fromEntries(
    entities.map((entity) => [
      entity.name,
      { provider: entity.provider, description: entity.text },
    ]),
  );
}

/** websearch_summarizer_search: the whole summary; `raw` leaves the citation markers out. */
export async function summarizerSearch(
  params: ToolParams<'websearch_summarizer_search'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  const summary = await summaryFor(params.key, workspace);
  return {
    ...complete,
    title: summary.title,
    summary: summaryParts(summary, params.raw === true),
    enrichments: enrichments(summary),
    followups: summary.followups,
    ...(params.entity_info === true && { entities_infos: entityInfos(summary.entities) }),
  };
}

/** websearch_summarizer_summary: the title and the summary text with its citations. */
export async function summarizerSummary(
  params: ToolParams<'websearch_summarizer_summary'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  const summary = await summaryFor(params.key, workspace);
  return { ...complete, title: summary.title, summary: summary.parts };
}

/** websearch_summarizer_enrichments: raw text, images, entities and the results cited. */
export async function summarizerEnrichments(
  params: ToolParams<'websearch_summarizer_enrichments'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  return { ...complete, enrichments: enrichments(await summaryFor(params.key, workspace)) };
}

/** websearch_summarizer_followups: questions to ask next. */
export async function summarizerFollowups(
  params: ToolParams<'websearch_summarizer_followups'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  return { ...complete, followups: (await summaryFor(params.key, workspace)).followups };
}

/** websearch_summarizer_title: the summary's title. */
export async function summarizerTitle(
  params: ToolParams<'websearch_summarizer_title'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  return { ...complete, title: (await summaryFor(params.key, workspace)).title };
}

/**
 * websearch_summarizer_entity_info: what an entity the summary names is (matched any case); the
 * service's 404 for a name the summary does not hold.
 */
export async function summarizerEntityInfo(
  params: ToolParams<'websearch_summarizer_entity_info'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  const summary = await summaryFor(params.key, workspace);
  const wanted = params.entity.trim().toLowerCase();
  const entity = summary.entities.find((candidate) => candidate.name.toLowerCase() === wanted);
  if (entity === undefined) {
    const names = summary.entities.map((candidate) => candidate.name);
    throw resourceNotFound(
      workspace.now,
      `The summary names no entity "${params.entity}"; it names ${names.length === 0 ? 'none' : names.join(', ')}.`,
    );
  }
  return { ...complete, entities_infos: entityInfos([entity]) };
}
