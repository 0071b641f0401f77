export type { EmulatorControl } from './control.ts';
export type { Emulator } from './create-emulator.ts';
export { createEmulator } from './create-emulator.ts';
export type { EmulatorOptions } from './options.ts';
export type { Fault, FaultSpec } from './services/faults.ts';
