'use client';

import type { ToolResult, ToolResultName } from '@plugboard/schema/results';
import type { ReactNode } from 'react';
import { ViewerBoundary } from '../viewer-boundary.tsx';
import { JsonFallback } from './json-fallback.tsx';

/**
 * A connector's views by tool name: each tool's result, typed by its schema, to what shows it.
 * Written `satisfies ToolViews<CrmToolName>`, the compiler checks every tool of the connector has
 * a view and that each view takes that tool's result.
 */
export type ToolViews<Name extends ToolResultName> = {
  readonly [Tool in Name]: (data: ToolResult<Tool>) => ReactNode;
};

/** The tools of one connector, by their name's prefix: `ConnectorToolName<'crm'>`. */
export type ConnectorToolName<Connector extends string> = Extract<
  ToolResultName,
  `${Connector}_${string}`
>;

/**
 * The view `views` holds for `tool`, showing `data`. A tool it does not know shows the data as
 * JSON. The data is not checked against the tool's schema (zod stays out of the browser): a body
 * of another shape makes its view throw, and the boundary shows it as JSON instead.
 */
export function ConnectorView<Name extends ToolResultName>({
  views,
  tool,
  data,
}: {
  views: ToolViews<Name>;
  tool: string;
  data: unknown;
}) {
  if (!Object.hasOwn(views, tool)) return <JsonFallback data={data} />;
  // `data` is the service's answer to `tool`, typed by its schema for the view's sake.
  const view = views[tool as Name] as (data: unknown) => ReactNode;
  return (
    <ViewerBoundary fallback={<JsonFallback data={data} />} resetKey={data}>
      <Rendered render={() => view(data)} />
    </ViewerBoundary>
  );
}

/** Calls the view while rendering, inside the boundary, so a view that throws is caught. */
function Rendered({ render }: { render: () => ReactNode }) {
  return render();
}

/**
 * Throws when `condition` is false: a view's check of the one thing that tells a body of its
 * tool from another, where the view would otherwise show a wrong body without failing.
 */
export function expectShape(condition: boolean, what: string): asserts condition {
  if (!condition) throw new TypeError(`The result is not ${what}.`);
}
