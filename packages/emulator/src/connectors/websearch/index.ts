export { planIncludes, TOP_PLAN } from './plans.ts';
export { createWebsearchSimulator } from './simulator.ts';
