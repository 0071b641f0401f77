import { Router } from 'express';
import {
  executeToolRequestSchema,
  type ToolExecutionService,
} from '../../services/tool-executions.ts';
import { parseInput } from '../parse-input.ts';

/** core-api.md 4.4: POST /api/v1/execute_tool. */
export function executeToolRoutes(executions: ToolExecutionService): Router {
  const router = Router();
  router.post('/execute_tool', async (req, res) => {
    const request = parseInput(executeToolRequestSchema, req.body, 'body');
    res.json(await executions.execute(request));
  });
  return router;
}
