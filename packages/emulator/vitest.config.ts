import { defineConfig } from 'vitest/config';
import { emulatorSuite } from '../../vitest.shared.ts';

export default defineConfig(emulatorSuite);
