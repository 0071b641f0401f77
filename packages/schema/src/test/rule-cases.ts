import { describe, expect, it } from 'vitest';
import { getTool, type ToolName } from '../tools/catalog.ts';
import { parseToolParams } from '../tools/parse-tool-params.ts';

/** Params a tool's schema must accept, named after the catalog rule they exercise. */
export interface AcceptedCase {
  rule: string;
  tool: ToolName;
  params: Record<string, unknown>;
  /** Params filled in by the schema's defaults. */
  defaults?: Record<string, unknown>;
}

/** Params a tool's schema must refuse, with the exact field-named issues it answers. */
export interface RejectedCase {
  rule: string;
  tool: ToolName;
  params: unknown;
  issues: { field: string; message: string }[];
}

/** One test per rule of a connector's section of docs/connectors.md. */
export function describeRuleCases(
  title: string,
  accepted: readonly AcceptedCase[],
  rejected: readonly RejectedCase[],
): void {
  describe(title, () => {
    it.each(accepted)('accepts: $rule', ({ tool, params, defaults }) => {
      expect(parseToolParams(getTool(tool), params)).toEqual({
        success: true,
        data: { ...params, ...defaults },
      });
    });

    it.each(rejected)('rejects: $rule', ({ tool, params, issues }) => {
      expect(parseToolParams(getTool(tool), params)).toEqual({ success: false, issues });
    });
  });
}
