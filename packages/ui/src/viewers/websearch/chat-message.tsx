/**
 * A chat answer's text, one paragraph per blank-line-separated block, line breaks kept. The
 * answer is shown as text, not rendered as markdown or HTML: it is model output built from web
 * pages, so its markup is not trusted.
 */
export function ChatMessage({ text }: { text: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs only grow at the end.
        <p key={index} className="pb-chat__paragraph">
          {paragraph}
        </p>
      ))}
    </>
  );
}
