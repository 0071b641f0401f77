'use client';

import { useState } from 'react';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { JSON_VIEWER_STRINGS, type JsonViewerStrings } from './json-strings.ts';

export interface JsonNodeProps {
  /** The key or index this value sits under; the root has none. */
  name?: string | undefined;
  value: unknown;
  depth: number;
  /** Containers shallower than this start open. */
  expandDepth: number;
  /** How many children a container shows at first, and adds per "Show more". */
  pageSize: number;
}

function describe(value: object, strings: JsonViewerStrings): string {
  if (Array.isArray(value)) return `[${strings.itemCount(value.length)}]`;
  return `{${strings.keyCount(Object.keys(value).length)}}`;
}

function Primitive({ value }: { value: unknown }) {
  const type = value === null ? 'null' : typeof value;
  const text = type === 'string' ? JSON.stringify(value) : String(value);
  return (
    <span className="pb-json__value" data-type={type}>
      {text}
    </span>
  );
}

function Name({ name }: { name: string | undefined }) {
  if (name === undefined) return null;
  // The separator stays outside the key's element so accessible names keep its space.
  return (
    <>
      <span className="pb-json__key">{name}</span>
      {': '}
    </>
  );
}

/**
 * One value of the tree. Objects and arrays are disclosure buttons (`aria-expanded`), so the tree
 * reads and works with a keyboard and a screen reader without the arrow-key contract of a full
 * ARIA tree; their children render only while open, and a page at a time.
 */
export function JsonNode({ name, value, depth, expandDepth, pageSize }: JsonNodeProps) {
  const strings = useViewerStrings('json', JSON_VIEWER_STRINGS);
  const [open, setOpen] = useState(depth < expandDepth);
  const [shown, setShown] = useState(pageSize);

  if (value === null || typeof value !== 'object') {
    return (
      <li className="pb-json__item">
        <Name name={name} />
        <Primitive value={value} />
      </li>
    );
  }

  const size = Array.isArray(value) ? value.length : Object.keys(value).length;
  const children: Array<[string, unknown]> = Array.isArray(value)
    ? value.slice(0, shown).map((child, index) => [String(index), child])
    : Object.entries(value).slice(0, shown);

  return (
    <li className="pb-json__item">
      <button
        type="button"
        className="pb-json__toggle"
        aria-expanded={open}
        disabled={size === 0}
        onClick={() => setOpen(!open)}
      >
        <Name name={name} />
        <span className="pb-json__summary">{describe(value, strings)}</span>
      </button>
      {open && size > 0 && (
        <ul className="pb-json__list">
          {children.map(([key, child]) => (
            <JsonNode
              key={key}
              name={key}
              value={child}
              depth={depth + 1}
              expandDepth={expandDepth}
              pageSize={pageSize}
            />
          ))}
          {shown < size && (
            <li className="pb-json__item">
              <button
                type="button"
                className="pb-json__more"
                onClick={() => setShown(shown + pageSize)}
              >
                {strings.showMore(Math.min(pageSize, size - shown), size, name)}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
