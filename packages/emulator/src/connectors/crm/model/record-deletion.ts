import type { CrmRecord, CrmWorkspace, Values } from '../store.ts';

/** `values` without any value that references the record `recordId`; undefined when none did. */
function withoutReferences(values: Values, recordId: string): Values | undefined {
  let changed = false;
  const kept = Object.fromEntries(
    Object.entries(values).map(([slug, items]) => {
      const remaining = items.filter((value) => value.target_record_id !== recordId);
      changed ||= remaining.length !== items.length;
      return [slug, remaining];
    }),
  );
  return changed ? kept : undefined;
}

/**
 * docs/connectors.md §4.2: deletion is permanent, and linked tasks, notes and list entries are
 * affected. The record's notes, list entries and comment threads go with it; tasks and meetings
 * stay but lose their link to it; references to it in other records' values are removed.
 */
export async function deleteRecord(workspace: CrmWorkspace, record: CrmRecord): Promise<void> {
  await workspace.records.delete(record.id);

  const entries = (await workspace.entries.all()).filter(
    (entry) => entry.parent_record_id === record.id,
  );
  const entryIds = new Set(entries.map((entry) => entry.id));
  for (const entry of entries) await workspace.entries.delete(entry.id);

  for (const note of await workspace.notes.all()) {
    if (note.parent_record_id === record.id) await workspace.notes.delete(note.id);
  }
  for (const comment of await workspace.comments.all()) {
    if (
      comment.record?.record_id === record.id ||
      (comment.entry !== null && entryIds.has(comment.entry.entry_id))
    ) {
      await workspace.comments.delete(comment.id);
    }
  }
  for (const task of await workspace.tasks.all()) {
    const links = task.linked_records.filter((link) => link.target_record_id !== record.id);
    if (links.length !== task.linked_records.length) {
      await workspace.tasks.update({ ...task, linked_records: links });
    }
  }
  for (const meeting of await workspace.meetings.all()) {
    const links = meeting.linked_records.filter((link) => link.record_id !== record.id);
    if (links.length !== meeting.linked_records.length) {
      await workspace.meetings.update({ ...meeting, linked_records: links });
    }
  }
  for (const other of await workspace.records.all()) {
    const values = withoutReferences(other.values, record.id);
    if (values !== undefined) await workspace.records.update({ ...other, values });
  }
  for (const entry of await workspace.entries.all()) {
    const entry_values = withoutReferences(entry.entry_values, record.id);
    if (entry_values !== undefined) await workspace.entries.update({ ...entry, entry_values });
  }
}
