import { parseBlocks } from './rich-text-blocks.ts';

/**
 * Renders operator text safely (no HTML): blank-line paragraphs, "## " headings and "- " lists.
 */
export function RichText({ text }: { text: string }) {
  return (
    <div className="rich-text space-y-4 text-[15px] leading-7 text-ink/90">
      {parseBlocks(text).map((block, i) => {
        const key = `${block.kind}-${i}`;
        if (block.kind === 'heading')
          return (
            <h2 key={key} className="pt-2 text-lg font-semibold text-ink">
              {block.text}
            </h2>
          );
        if (block.kind === 'list')
          return (
            <ul key={key} className="list-disc space-y-1.5 pl-5 marker:text-brand">
              {block.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: list items are static text without ids
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
