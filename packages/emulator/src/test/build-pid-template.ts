import { PID_TEMPLATE } from './pid-template.ts';

await PID_TEMPLATE.buildHere();
