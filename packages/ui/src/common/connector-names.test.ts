import { CONNECTORS } from '@plugboard/schema';
import { expect, test } from 'vitest';
import { CONNECTOR_NAMES } from './connector-names.ts';

test('the display names are the schema catalog names', () => {
  const fromSchema = Object.fromEntries(
    Object.values(CONNECTORS).map((connector) => [connector.id, connector.name]),
  );
  expect(CONNECTOR_NAMES).toEqual(fromSchema);
});
