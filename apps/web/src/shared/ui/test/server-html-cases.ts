/**
 * Server HTML and what a page may draw of it: one table both sanitisers are held to (the browser's
 * own and DOMPurify), and which repeats the API's rules (modules/html-blocks/sanitise.test.ts).
 */
export const SERVER_HTML_CASES: ReadonlyArray<{ name: string; html: string; clean: string }> = [
  {
    name: 'scripts, handlers, frames and forms go',
    html: '<p onclick="x()">Hola</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><form action="/x"><input name="p"></form><style>p{}</style>',
    clean: '<p>Hola</p>',
  },
  {
    name: 'a script URL goes, its link stays',
    html: '<a href="javascript:alert(1)">a</a><a href=" java\tscript:alert(1)">b</a>',
    clean: '<a>a</a><a>b</a>',
  },
  {
    name: 'an image without a text alternative is decorative, a given one stays',
    html: '<img src="https://x.example/a.png"><img src="a.png" alt="Sol">',
    clean: '<img src="https://x.example/a.png" alt=""><img src="a.png" alt="Sol">',
  },
  {
    name: 'an image from a script URL loses it',
    html: '<img src="javascript:alert(1)" alt="x" onerror="alert(1)">',
    clean: '<img alt="x">',
  },
  {
    name: 'formatting, tables, inline images and phone links stay',
    html: '<h2 class="title">Preus</h2><table><tbody><tr><td colspan="2">1</td></tr></tbody></table><img src="data:image/png;base64,AAAA" alt="logo"><a href="tel:+34900000000">Truca</a>',
    clean:
      '<h2 class="title">Preus</h2><table><tbody><tr><td colspan="2">1</td></tr></tbody></table><img src="data:image/png;base64,AAAA" alt="logo"><a href="tel:+34900000000">Truca</a>',
  },
  {
    name: 'a link may not be data: or protocol-relative',
    html: '<a href="data:text/html,x">d</a><a href="//evil.example/">e</a>',
    clean: '<a>d</a><a>e</a>',
  },
  {
    name: 'the help action stays on a link',
    html: '<a href="#help" data-portal-action="help">Ajuda</a>',
    clean: '<a href="#help" data-portal-action="help">Ajuda</a>',
  },
  {
    name: 'another action, another data attribute, an action off a link all go',
    html: '<a href="#x" data-portal-action="logout" data-x="1">x</a><p data-portal-action="help">y</p>',
    clean: '<a href="#x">x</a><p>y</p>',
  },
  {
    name: 'a new tab gets no handle on the portal',
    html: '<a href="https://retailer.example/" target="_blank">Web</a>',
    clean: '<a href="https://retailer.example/" target="_blank" rel="noopener noreferrer">Web</a>',
  },
  {
    name: 'styles and unknown attributes go, global ones stay',
    html: '<span style="color:red" lang="ca" aria-label="x" tabindex="1">s</span>',
    clean: '<span lang="ca" aria-label="x">s</span>',
  },
  {
    name: 'svg and math go with their content',
    html: '<p>a</p><svg><circle r="1"></circle></svg><math><mi>x</mi></math>',
    clean: '<p>a</p>',
  },
];
