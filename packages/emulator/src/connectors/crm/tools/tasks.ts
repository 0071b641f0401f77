import { randomUUID } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { notFound } from '../errors.ts';
import { findMember, findObject, findRecord } from '../model/lookup.ts';
import { type CrmWorkspace, crmTimestamp, type Task } from '../store.ts';

/** docs/tool-results.md Task. */
function renderTask(workspace: CrmWorkspace, task: Task): ToolData {
  const { id, ...fields } = task;
  return { id: { workspace_id: workspace.workspaceId, task_id: id }, ...fields };
}

async function findTask(workspace: CrmWorkspace, taskId: string): Promise<Task> {
  const task = await workspace.tasks.get(taskId);
  if (task === undefined) throw notFound(`Task with ID "${taskId}" not found.`);
  return task;
}

/** crm_create_task: linked records and assignees have to exist. */
export async function createTask(
  params: ToolParams<'crm_create_task'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const linked_records: Task['linked_records'] = [];
  for (const link of params.linked_records ?? []) {
    const object = await findObject(workspace, link.target_object);
    const record = await findRecord(workspace, object, link.target_record_id);
    linked_records.push({ target_object_id: object.id, target_record_id: record.id });
  }
  for (const assignee of params.assignees ?? [])
    await findMember(workspace, assignee.referenced_actor_id);
  const task = await workspace.tasks.insert({
    id: randomUUID(),
    content_plaintext: params.content,
    deadline_at: params.deadline_at === undefined ? null : crmTimestamp(params.deadline_at),
    is_completed: params.is_completed,
    linked_records,
    assignees: params.assignees ?? [],
    created_by_actor: workspace.actor,
    created_at: workspace.now,
  });
  return { data: renderTask(workspace, task) };
}

/** crm_list_tasks: optionally those linked to an object's records (or one record), by completion. */
export async function listTasks(
  params: ToolParams<'crm_list_tasks'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const object =
    params.linked_object === undefined
      ? undefined
      : await findObject(workspace, params.linked_object);
  const tasks = (await workspace.tasks.all()).filter(
    (task) =>
      (params.is_completed === undefined || task.is_completed === params.is_completed) &&
      (object === undefined ||
        task.linked_records.some(
          (link) =>
            link.target_object_id === object.id &&
            (params.linked_record_id === undefined ||
              link.target_record_id === params.linked_record_id),
        )),
  );
  return {
    data: tasks
      .slice(params.offset, params.offset + params.limit)
      .map((task) => renderTask(workspace, task)),
  };
}

/** crm_get_task */
export async function getTask(
  params: ToolParams<'crm_get_task'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  return { data: renderTask(workspace, await findTask(workspace, params.task_id)) };
}

/** crm_delete_task: permanent. */
export async function deleteTask(
  params: ToolParams<'crm_delete_task'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  await workspace.tasks.delete((await findTask(workspace, params.task_id)).id);
  return {};
}
