import { textBlocks } from '@shared/pages/text-blocks';

/**
 * The owner's long text (a page, a blog post) as headings, lists and paragraphs
 * (text-blocks.ts). Every piece is rendered as text, never as HTML: markup typed into it
 * shows as typed. Headings are `headingLevel` (under the page's own h1).
 */
export function TextBlocks({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {textBlocks(text).map((block, index) => {
        if (block.kind === 'heading') return <Heading key={index}>{block.text}</Heading>;
        if (block.kind === 'list')
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </>
  );
}
