import { randomUUID } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { notFound } from '../errors.ts';
import { findObject, findRecord } from '../model/lookup.ts';
import { type CrmWorkspace, crmTimestamp, type Note } from '../store.ts';

/** docs/tool-results.md Note. */
function renderNote(workspace: CrmWorkspace, note: Note): ToolData {
  const { id, ...fields } = note;
  return { id: { workspace_id: workspace.workspaceId, note_id: id }, ...fields };
}

async function findNote(workspace: CrmWorkspace, noteId: string): Promise<Note> {
  const note = await workspace.notes.get(noteId);
  if (note === undefined) throw notFound(`Note with ID "${noteId}" not found.`);
  return note;
}

/** The text of markdown without its markup: headings, emphasis, code marks, links, list bullets. */
export function markdownToPlaintext(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)/g, '');
}

/** crm_create_note: on a record, in plaintext or markdown, optionally tied to a meeting. */
export async function createNote(
  params: ToolParams<'crm_create_note'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const object = await findObject(workspace, params.parent_object);
  const record = await findRecord(workspace, object, params.parent_record_id);
  if (
    params.meeting_id !== undefined &&
    (await workspace.meetings.get(params.meeting_id)) === undefined
  ) {
    throw notFound(`Meeting with ID "${params.meeting_id}" not found.`);
  }
  const content = params.content ?? '';
  const note = await workspace.notes.insert({
    id: randomUUID(),
    parent_object: object.api_slug,
    parent_record_id: record.id,
    title: params.title ?? '',
    meeting_id: params.meeting_id ?? null,
    content_plaintext: params.format === 'markdown' ? markdownToPlaintext(content) : content,
    content_markdown: content,
    tags: [],
    created_by_actor: workspace.actor,
    created_at: crmTimestamp(params.created_at ?? workspace.now),
  });
  return { data: renderNote(workspace, note) };
}

/** crm_list_notes: every note, or a record's, from `offset`, at most `limit`. */
export async function listNotes(
  params: ToolParams<'crm_list_notes'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  let notes = await workspace.notes.all();
  if (params.parent_object !== undefined && params.parent_record_id !== undefined) {
    const object = await findObject(workspace, params.parent_object);
    const record = await findRecord(workspace, object, params.parent_record_id);
    notes = notes.filter((note) => note.parent_record_id === record.id);
  }
  return {
    data: notes
      .slice(params.offset, params.offset + params.limit)
      .map((note) => renderNote(workspace, note)),
  };
}

/** crm_get_note */
export async function getNote(
  params: ToolParams<'crm_get_note'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  return { data: renderNote(workspace, await findNote(workspace, params.note_id)) };
}

/** crm_delete_note: permanent. */
export async function deleteNote(
  params: ToolParams<'crm_delete_note'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  await workspace.notes.delete((await findNote(workspace, params.note_id)).id);
  return {};
}
