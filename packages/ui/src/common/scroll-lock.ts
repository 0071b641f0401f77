/**
 * The page's scroll lock while a modal dialog is open. It writes the root element's inline
 * style through the CSSOM, which a strict Content-Security-Policy (`style-src 'self'`) allows,
 * where an injected `<style>` element (Radix's lock, react-remove-scroll) is refused.
 */
interface Lock {
  holders: number;
  release(): void;
}

/** One lock per document, however many dialogs hold it: nested dialogs share it. */
const locks = new WeakMap<Document, Lock>();

/**
 * Stops `doc` from scrolling until the returned function is called; the last holder to release
 * restores the root's own inline values. The scrollbar's width moves into the root's right
 * padding, so the page does not shift sideways when the scrollbar goes.
 */
export function lockScroll(doc: Document): () => void {
  const lock = locks.get(doc) ?? { holders: 0, release: applyLock(doc.documentElement) };
  lock.holders += 1;
  locks.set(doc, lock);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lock.holders -= 1;
    if (lock.holders > 0) return;
    locks.delete(doc);
    lock.release();
  };
}

/**
 * On the root, not `<body>`: the root's `overflow`, once not `visible`, is the viewport's,
 * whatever the host sets on `<body>`. `!important` beats the host's own rules, as
 * react-remove-scroll's stylesheet did.
 */
function applyLock(root: HTMLElement): () => void {
  // Longhands: a host's inline `overflow-x` alone reads as no `overflow` at all.
  const saved = ['overflow-x', 'overflow-y', 'padding-right'].map((name) => ({
    name,
    value: root.style.getPropertyValue(name),
    priority: root.style.getPropertyPriority(name),
  }));
  const widthBefore = root.clientWidth;
  root.style.setProperty('overflow-x', 'hidden', 'important');
  root.style.setProperty('overflow-y', 'hidden', 'important');
  // Zero when the page had no scrollbar, or keeps its gutter (`scrollbar-gutter: stable`).
  const gap = root.clientWidth - widthBefore;
  if (gap > 0) {
    const computed = root.ownerDocument.defaultView?.getComputedStyle(root);
    const padding = Number.parseFloat(computed?.paddingRight ?? '') || 0;
    root.style.setProperty('padding-right', `${padding + gap}px`, 'important');
  }
  return () => {
    for (const { name, value, priority } of saved) {
      if (value) root.style.setProperty(name, value, priority);
      else root.style.removeProperty(name);
    }
  };
}
