'use client';

import { formatDateTime } from '../common/format.ts';
import type { CrmNote } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { CRM_VIEWER_STRINGS } from './crm-strings.ts';
import { ShortId } from './short-id.tsx';

/**
 * Notes (crm_list_notes, _get_note, _create_note): title, the record they belong to, when, and
 * the plain-text content with its line breaks. Markdown is not rendered as HTML on purpose:
 * notes are written by people and imported from email, so their markup is not trusted.
 */
export function NoteList({ notes }: { notes: readonly CrmNote[] }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return (
    <ul className="pb-viewer pb-cards" data-viewer="crm-notes" aria-label={strings.notes}>
      {notes.map((note) => (
        <li key={note.id.note_id}>
          <article className="pb-card">
            <h3 className="pb-card__title">{note.title || strings.untitledNote}</h3>
            <p className="pb-card__meta">
              {note.parent_object && note.parent_record_id && (
                <>
                  {strings.noteOn(note.parent_object)} <ShortId id={note.parent_record_id} />
                  {note.created_at && ' · '}
                </>
              )}
              {note.created_at && (
                <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
              )}
            </p>
            <p className="pb-note__body">{note.content_plaintext}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
