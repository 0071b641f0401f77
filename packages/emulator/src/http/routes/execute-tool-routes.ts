import { type Response, Router } from 'express';
import { ToolError } from '../../services/tool-error.ts';
import {
  executeToolRequestSchema,
  type StreamedToolResponse,
  type ToolExecutionService,
} from '../../services/tool-executions.ts';
import { parseInput } from '../parse-input.ts';
import { sendAnswer } from '../send-answer.ts';

/**
 * docs/internals/chat-stream.md §1: 200 `text/event-stream` with the execution id in `x-execution-id`, each event
 * written as the service produces it; a reader that goes away stops the stream.
 */
async function sendEventStream(res: Response, answer: StreamedToolResponse): Promise<void> {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    'x-execution-id': answer.execution_id,
  });
  res.flushHeaders();
  let gone = false;
  res.on('close', () => {
    gone = true;
  });
  try {
    for await (const event of answer.events) {
      if (gone) break;
      res.write(event);
    }
    res.end();
  } catch (error) {
    // The status is sent: a failing stream can only be cut, so the reader sees it incomplete.
    console.error(error);
    res.destroy();
  }
}

/** docs/internals/upstream-api.md §4.4: POST /api/v1/execute_tool. */
export function executeToolRoutes(executions: ToolExecutionService): Router {
  const router = Router();
  router.post('/execute_tool', async (req, res) => {
    const request = parseInput(executeToolRequestSchema, req.body, 'body');
    const answer = await executions.execute(request).catch((error: unknown) => {
      // The service's own headers (`Retry-After` on its 429) come with its refusal.
      if (error instanceof ToolError) res.set(error.headers);
      throw error;
    });
    if ('events' in answer) await sendEventStream(res, answer);
    else sendAnswer(res, answer);
  });
  return router;
}
