import { plugboard } from '../../../plugboard';

export const GET = plugboard.handler;
export const POST = plugboard.handler;
export const DELETE = plugboard.handler;
