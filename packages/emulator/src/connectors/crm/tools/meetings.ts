import type { ToolParams } from '@plugboard/schema';
import { z } from 'zod';
import type { ToolData } from '../../simulator.ts';
import { invalid } from '../errors.ts';
import { findObject } from '../model/lookup.ts';
import type { CrmWorkspace, Meeting } from '../store.ts';

/** The meeting filter (docs/connectors.md §4.2 lists `filter` without its keys; beta). */
const meetingFilterSchema = z.strictObject({
  linked_object: z.string().min(1).optional(),
  linked_record_id: z.guid().optional(),
  participant_email: z.email().optional(),
  starts_before: z.iso.datetime({ offset: true }).optional(),
  ends_after: z.iso.datetime({ offset: true }).optional(),
});

/** The crm's meeting: `{id: {workspace_id, meeting_id}, title, start, end, participants, …}`. */
function renderMeeting(workspace: CrmWorkspace, meeting: Meeting): ToolData {
  const { id, ...fields } = meeting;
  return { id: { workspace_id: workspace.workspaceId, meeting_id: id }, ...fields };
}

/** crm_list_meetings: by linked record, participant or time window. */
export async function listMeetings(
  params: ToolParams<'crm_list_meetings'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const parsed = meetingFilterSchema.safeParse(params.filter ?? {});
  if (!parsed.success) {
    throw invalid(
      `filter is invalid (${z.prettifyError(parsed.error)}); it takes ${meetingFilterSchema.keyof().options.join(', ')}.`,
    );
  }
  const filter = parsed.data;
  const object =
    filter.linked_object === undefined
      ? undefined
      : await findObject(workspace, filter.linked_object);
  const time = (value: string) => new Date(value).getTime();
  const meetings = (await workspace.meetings.all()).filter(
    (meeting) =>
      (object === undefined ||
        meeting.linked_records.some((link) => link.object_id === object.id)) &&
      (filter.linked_record_id === undefined ||
        meeting.linked_records.some((link) => link.record_id === filter.linked_record_id)) &&
      (filter.participant_email === undefined ||
        meeting.participants.some(
          (participant) => participant.email_address === filter.participant_email,
        )) &&
      (filter.starts_before === undefined ||
        time(meeting.start.datetime) < time(filter.starts_before)) &&
      (filter.ends_after === undefined || time(meeting.end.datetime) > time(filter.ends_after)),
  );
  const offset = params.offset ?? 0;
  return {
    data: meetings
      .slice(offset, params.limit === undefined ? undefined : offset + params.limit)
      .map((meeting) => renderMeeting(workspace, meeting)),
  };
}
