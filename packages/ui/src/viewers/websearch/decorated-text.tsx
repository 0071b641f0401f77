const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

function decode(text: string): string {
  return text.replace(
    /&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g,
    (entity) => ENTITIES[entity] ?? entity,
  );
}

/**
 * Search snippets with `text_decorations` on (the default) mark the query's words with
 * `<strong>`. Only that markup becomes elements; every other tag is dropped and entities are
 * decoded, so a page's snippet can never inject HTML.
 */
export function DecoratedText({ text }: { text: string }) {
  const parts = text.split(/<(\/?)strong>/i);
  const nodes: Array<{ text: string; strong: boolean }> = [];
  let strong = false;
  parts.forEach((part, index) => {
    // split() with a capture group alternates text and the captured `/` (or `` for opening tags).
    if (index % 2 === 1) {
      strong = part === '';
      return;
    }
    const clean = decode(part.replace(/<[^>]*>/g, ''));
    if (clean !== '') nodes.push({ text: clean, strong });
  });
  return (
    <>
      {nodes.map((node, index) =>
        node.strong ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one snippet never reorder.
          <strong key={index}>{node.text}</strong>
        ) : (
          node.text
        ),
      )}
    </>
  );
}
