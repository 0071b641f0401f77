import { PlugboardProvider } from '@plugboard/react';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { createFixtureFetch, type FixtureBffOptions } from './fixture-bff.ts';

function FixtureBffProvider(props: {
  storyId: string;
  options: FixtureBffOptions;
  children: ReactNode;
}) {
  // One fixture per mounted story, so a deletion in the story sticks until it is reloaded.
  const [fetch] = useState(() => createFixtureFetch(props.options));
  // A base URL per story keeps SWR's shared cache from carrying one story's accounts into another.
  return (
    <PlugboardProvider baseUrl={`/fixture/${props.storyId}`} fetch={fetch}>
      {props.children}
    </PlugboardProvider>
  );
}

/**
 * Wraps a story in a PlugboardProvider served by the in-memory fixture BFF. A story sets the
 * fixture with `parameters: { plugboard: FixtureBffOptions }`.
 */
export const withFixtureBff: Decorator = (Story, context) => (
  <FixtureBffProvider
    storyId={context.id}
    options={(context.parameters.plugboard ?? {}) as FixtureBffOptions}
  >
    <Story />
  </FixtureBffProvider>
);
