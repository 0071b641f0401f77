import { SAMPLE_DATABASE_TEMPLATE } from './seed.ts';

// The sample database's template, built in a process of its own (seed.ts, db/cluster-template.ts):
// what initdb and the sample data took goes back to the system as this process exits.
await SAMPLE_DATABASE_TEMPLATE.buildHere();
