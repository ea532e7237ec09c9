import type { THtmlElement } from '@portal/domain';
import { SanitisedHtml } from '../../ui/sanitised-html.tsx';
import { blockDimension } from '../model/html-elements.ts';

/** One dynamic HTML element, sanitised and styled with the theme, sized by its block width and height, marked with its language. */
export function HtmlBlock({ element }: { element: THtmlElement }) {
  const width = blockDimension(element.block_width);
  const height = blockDimension(element.block_height);
  return (
    <SanitisedHtml
      html={element.html_block}
      lang={element.language}
      testId={`html-block-${element.id}`}
      style={{
        width: width ?? '100%',
        maxWidth: '100%',
        height,
        overflow: height ? 'auto' : undefined,
      }}
    />
  );
}
