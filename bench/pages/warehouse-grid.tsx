// The page warehouse-grid.bench.ts loads in Chromium: a warehouse result of 100,000 rows, built
// before any timing, and functions the benchmark calls to mount the viewer and scroll its grid.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '../../packages/ui/src/styles.css';
import '../../packages/ui/src/viewers/viewers.css';
import { warehouseResult } from '../../packages/ui/src/viewers/warehouse/fixtures.ts';
import { WarehouseViewer } from '../../packages/ui/src/viewers/warehouse/index.ts';

export interface GridFigures {
  /** Rows of the grid's body in the DOM. */
  rows: number;
  /** The first and last rendered row (aria-rowindex, the header being 1). */
  first: number;
  last: number;
}

declare global {
  interface Window {
    /** Renders a paragraph with React and unmounts it: React's own code is then warm. */
    warmReact(): void;
    /** Mounts the viewer; answers the time from render to laid out, in ms, and the DOM rows. */
    mountGrid(): GridFigures & { ms: number };
    /** Scrolls the grid to `share` of its height and answers the DOM rows after React's update. */
    scrollGrid(share: number): Promise<GridFigures>;
    unmountGrid(): void;
  }
}

const data = warehouseResult(100_000);
let root: Root | undefined;
let host: HTMLElement | undefined;

function figures(): GridFigures {
  const indexes = [...(host?.querySelectorAll('.pb-grid__body tr') ?? [])].map((row) =>
    Number(row.getAttribute('aria-rowindex')),
  );
  return { rows: indexes.length, first: Math.min(...indexes), last: Math.max(...indexes) };
}

window.warmReact = () => {
  const element = document.createElement('div');
  const warm = createRoot(element);
  flushSync(() => warm.render(<p>ready</p>));
  warm.unmount();
};

window.mountGrid = () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const started = performance.now();
  flushSync(() => root?.render(<WarehouseViewer tool="warehouse_execute_query" data={data} />));
  // Reading a size forces style and layout, so the time covers what the first paint needs.
  host.getBoundingClientRect();
  return { ms: performance.now() - started, ...figures() };
};

window.scrollGrid = async (share) => {
  const grid = host?.querySelector<HTMLElement>('.pb-grid');
  if (grid) grid.scrollTop = share * grid.scrollHeight;
  // The scroll event fires before the next frame; React's update lands by the one after.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return figures();
};

window.unmountGrid = () => {
  root?.unmount();
  host?.remove();
};
