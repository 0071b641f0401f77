import { mcp } from './endpoint';

export const GET = mcp.handler;
export const POST = mcp.handler;
export const DELETE = mcp.handler;
