import { randomUUID } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { invalid, notFound } from '../errors.ts';
import { findEntry, findList, findMember, findObject, findRecord } from '../model/lookup.ts';
import type { Comment, CrmWorkspace } from '../store.ts';

/** The crm's comment: `{id: {workspace_id, comment_id}, thread_id, content_plaintext, …}`. */
export function renderComment(workspace: CrmWorkspace, comment: Comment): ToolData {
  const { id, ...fields } = comment;
  return { id: { workspace_id: workspace.workspaceId, comment_id: id }, ...fields };
}

async function findComment(workspace: CrmWorkspace, commentId: string): Promise<Comment> {
  const comment = await workspace.comments.get(commentId);
  if (comment === undefined) throw notFound(`Comment with ID "${commentId}" not found.`);
  return comment;
}

type Target = Pick<Comment, 'record' | 'entry'>;

/** What a comment is on, from the params that name a record or a list entry. */
async function targetOf(
  workspace: CrmWorkspace,
  params: {
    record_object?: string | undefined;
    record_id?: string | undefined;
    list_id?: string | undefined;
    entry_id?: string | undefined;
  },
): Promise<Target> {
  if (params.record_object !== undefined && params.record_id !== undefined) {
    const object = await findObject(workspace, params.record_object);
    const record = await findRecord(workspace, object, params.record_id);
    return { record: { object_id: object.id, record_id: record.id }, entry: null };
  }
  if (params.list_id !== undefined && params.entry_id !== undefined) {
    const list = await findList(workspace, params.list_id);
    const entry = await findEntry(workspace, list, params.entry_id);
    return { record: null, entry: { list_id: list.id, entry_id: entry.id } };
  }
  throw invalid('Name a record (record_object, record_id) or a list entry (list_id, entry_id).');
}

/** crm_create_comment: starts a thread on a record or an entry, or replies in `thread_id`. */
export async function createComment(
  params: ToolParams<'crm_create_comment'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const author = await findMember(workspace, params.author_actor_id);
  let threadId: string;
  let target: Target;
  if (params.thread_id !== undefined) {
    const wanted = params.thread_id;
    const head = (await workspace.comments.all()).find((comment) => comment.thread_id === wanted);
    if (head === undefined) throw notFound(`Thread with ID "${wanted}" not found.`);
    threadId = wanted;
    target = { record: head.record, entry: head.entry };
  } else {
    threadId = randomUUID();
    target = await targetOf(workspace, params);
  }
  const comment = await workspace.comments.insert({
    id: randomUUID(),
    thread_id: threadId,
    content_plaintext: params.content,
    ...target,
    resolved_at: null,
    resolved_by: null,
    created_at: workspace.now,
    author: { type: 'workspace-member', id: author.id },
  });
  return { data: renderComment(workspace, comment) };
}

/** crm_get_comment */
export async function getComment(
  params: ToolParams<'crm_get_comment'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  return { data: renderComment(workspace, await findComment(workspace, params.comment_id)) };
}

/** crm_delete_comment: a reply goes alone; the head of a thread takes its replies with it. */
export async function deleteComment(
  params: ToolParams<'crm_delete_comment'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const comment = await findComment(workspace, params.comment_id);
  const thread = (await workspace.comments.all()).filter(
    (candidate) => candidate.thread_id === comment.thread_id,
  );
  const isHead = thread[0]?.id === comment.id;
  for (const doomed of isHead ? thread : [comment]) await workspace.comments.delete(doomed.id);
  return {};
}

/** crm_list_threads: the comment threads on a record or a list entry, replies in order. */
export async function listThreads(
  params: ToolParams<'crm_list_threads'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const target = await targetOf(workspace, params);
  const comments = (await workspace.comments.all()).filter((comment) =>
    target.record !== null
      ? comment.record?.record_id === target.record.record_id
      : comment.entry?.entry_id === target.entry?.entry_id,
  );
  const threads = new Map<string, Comment[]>();
  for (const comment of comments)
    threads.set(comment.thread_id, [...(threads.get(comment.thread_id) ?? []), comment]);
  return {
    data: [...threads].map(([threadId, thread]) => ({
      id: { workspace_id: workspace.workspaceId, thread_id: threadId },
      comments: thread.map((comment) => renderComment(workspace, comment)),
      created_at: thread[0]?.created_at ?? null,
    })),
  };
}
