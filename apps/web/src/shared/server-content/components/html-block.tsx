import type { THtmlElement } from '@portal/domain';
import { SanitisedHtml } from '../../ui/sanitised-html.tsx';
import { blockDimension } from '../model/html-elements.ts';

/** One dynamic HTML element, sanitised, sized by its block width and height. */
export function HtmlBlock({ element }: { element: THtmlElement }) {
  const width = blockDimension(element.block_width);
  const height = blockDimension(element.block_height);
  return (
    <SanitisedHtml
      html={element.html_block}
      testId={`html-block-${element.id}`}
      sx={{
        width: width ?? '100%',
        maxWidth: '100%',
        height,
        overflow: height ? 'auto' : undefined,
        '& img': { maxWidth: '100%', height: 'auto' },
      }}
    />
  );
}
