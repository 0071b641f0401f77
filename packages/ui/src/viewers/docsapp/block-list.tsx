'use client';

import type { DocsappBlock } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { BlockView } from './block-view.tsx';
import { DOCSAPP_VIEWER_STRINGS } from './docsapp-strings.ts';

type Group =
  | { kind: 'block'; block: DocsappBlock }
  | { kind: 'bulleted_list_item' | 'numbered_list_item'; blocks: DocsappBlock[] };

/** Consecutive list items become one list, as the service's editor shows them. */
function group(blocks: readonly DocsappBlock[]): Group[] {
  const groups: Group[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.type === 'bulleted_list_item' || block.type === 'numbered_list_item') {
      if (last?.kind === block.type) last.blocks.push(block);
      else groups.push({ kind: block.type, blocks: [block] });
    } else {
      groups.push({ kind: 'block', block });
    }
  }
  return groups;
}

/**
 * Page content as a document (docsapp_page_content_get and _append, docsapp_block_update and
 * _delete): headings, paragraphs, lists, to-dos, quotes, callouts, code and dividers. Deleted
 * (archived) blocks are marked as such.
 */
export function BlockList({ blocks }: { blocks: readonly DocsappBlock[] }) {
  const strings = useViewerStrings('docsapp', DOCSAPP_VIEWER_STRINGS);
  return (
    <div className="pb-viewer pb-doc" data-viewer="docsapp-blocks">
      {group(blocks).map((item) => {
        if (item.kind === 'block') {
          const archived = item.block.archived === true || item.block.in_trash === true;
          return (
            <div
              key={item.block.id}
              className="pb-doc__block"
              data-archived={archived || undefined}
            >
              {archived && (
                <p className="pb-tag" data-color="gray">
                  {strings.deletedBlock}
                </p>
              )}
              <BlockView block={item.block} />
            </div>
          );
        }
        const List = item.kind === 'numbered_list_item' ? 'ol' : 'ul';
        return (
          <List key={item.blocks[0]?.id} className="pb-doc__list">
            {item.blocks.map((block) => (
              <BlockView key={block.id} block={block} />
            ))}
          </List>
        );
      })}
    </div>
  );
}
