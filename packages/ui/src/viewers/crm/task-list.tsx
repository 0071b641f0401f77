'use client';

import { formatDateTime } from '../common/format.ts';
import type { CrmTask } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { CRM_VIEWER_STRINGS } from './crm-strings.ts';

/**
 * Tasks (crm_list_tasks, _get_task, _create_task): each with its done state in words, its
 * deadline (marked when past and not done), assignees and linked records.
 */
export function TaskList({ tasks, now = Date.now() }: { tasks: readonly CrmTask[]; now?: number }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return (
    <ul className="pb-viewer pb-list" data-viewer="crm-tasks" aria-label={strings.tasks}>
      {tasks.map((task) => {
        const overdue =
          !task.is_completed && task.deadline_at != null && Date.parse(task.deadline_at) < now;
        const linked = task.linked_records?.length ?? 0;
        const assignees = task.assignees?.length ?? 0;
        return (
          <li
            key={task.id.task_id}
            className="pb-list__item pb-task"
            data-completed={task.is_completed}
            data-overdue={overdue || undefined}
          >
            <span className="pb-tag" data-tone={task.is_completed ? 'success' : 'info'}>
              {task.is_completed ? strings.taskDone : strings.taskOpen}
            </span>
            <span className="pb-list__title">{task.content_plaintext}</span>
            <span className="pb-list__meta">
              {task.deadline_at ? (
                <>
                  {overdue ? strings.overdueSince : strings.due}{' '}
                  <time dateTime={task.deadline_at}>{formatDateTime(task.deadline_at)}</time>
                </>
              ) : (
                strings.noDeadline
              )}
              {assignees > 0 && ` · ${strings.assigneeCount(assignees)}`}
              {linked > 0 && ` · ${strings.linkedRecordCount(linked)}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
