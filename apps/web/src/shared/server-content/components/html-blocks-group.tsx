import { useGroupElements } from '../api/get-group-elements.ts';
import { HtmlBlock } from './html-block.tsx';

/** The server's extra blocks for a screen (group Login on the login page). Nothing shows when there are none or the call fails. */
export function HtmlBlocksGroup({ group }: { group: string }) {
  const elements = useGroupElements(group);
  if (!elements.data || elements.data.length === 0) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, marginTop: 24 }} data-testid={`html-blocks-${group}`}>
      {elements.data.map((element) => (
        <HtmlBlock key={element.id} element={element} />
      ))}
    </div>
  );
}
