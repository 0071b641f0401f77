import { z } from 'zod';
import { DEMO } from './demo.ts';
import type { SeedData } from './seed-data.ts';

export const scenarioNameSchema = z.enum(['demo']);

/**
 * The name of a built-in scenario that POST /_emulator/seed and `EmulatorControl.seed` accept.
 *
 * @example
 * const scenario: ScenarioName = 'demo';
 */
export type ScenarioName = z.infer<typeof scenarioNameSchema>;

/** Each scenario's data; the compiler checks that every name has some. */
export const SCENARIOS: Readonly<Record<ScenarioName, SeedData>> = { demo: DEMO };
