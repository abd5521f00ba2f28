import { describe, expect, it } from 'vitest';
import { clipboardDoc, lostContent, normaliseHtml } from './normalise';
import { parsePlainText } from './parse';
import { toHtml } from './serialise';

const clipboard = (types: Record<string, string>) => ({ getData: (type: string) => types[type] ?? '' });

describe('normaliseHtml', () => {
  it.each([
    ['already clean', '<p>Hello <strong>world</strong></p>', '<p>Hello <strong>world</strong></p>'],
    ['b and i become strong and em', '<p><b>bold</b> and <i>italic</i></p>', '<p><strong>bold</strong> and <em>italic</em></p>'],
    ['marks nest in one order', '<p><em><strong>both</strong></em></p>', '<p><strong><em>both</em></strong></p>'],
    ['adjacent runs with the same marks merge', '<p><strong>a</strong><strong>b</strong></p>', '<p><strong>ab</strong></p>'],
    ['a shared mark stays open', '<p><strong>bold <em>both</em></strong></p>', '<p><strong>bold <em>both</em></strong></p>'],
    ['links are outermost', '<p><strong><a href="https://a.example/">x</a></strong></p>', '<p><a href="https://a.example/"><strong>x</strong></a></p>'],
    ['h1 becomes h2, h5 and h6 become h4', '<h1>A</h1><h5>B</h5><h6>C</h6>', '<h2>A</h2><h4>B</h4><h4>C</h4>'],
    ['top-level text becomes a paragraph', 'Just text', '<p>Just text</p>'],
    ['divs become paragraphs', '<div>one</div><div>two</div>', '<p>one</p><p>two</p>'],
    ['whitespace collapses', '<p>  a \n\t b  </p>\n\n<p>c</p>', '<p>a b</p><p>c</p>'],
    ['empty paragraphs go', '<p></p><p><br></p><p>&nbsp;</p><p>x</p>', '<p>x</p>'],
    ["a browser's trailing <br> goes", '<p>a<br></p>', '<p>a</p>'],
    ['inner line breaks stay', '<p>a<br>b</p>', '<p>a<br>b</p>'],
    ['a lone nbsp between words is a space', '<p>a&nbsp;b&nbsp; c</p>', '<p>a b&nbsp; c</p>'],
    ['text is escaped', '<p>1 &lt; 2 &amp; 3 &gt; 2</p>', '<p>1 &lt; 2 &amp; 3 &gt; 2</p>'],
    ['spans and attributes go', '<p class="x" style="color:red"><span style="color:blue" id="s">t</span></p>', '<p>t</p>'],
    ['scripts and handlers go', '<p onclick="alert(1)">hi<script>alert(1)</script><img src=x onerror="alert(1)"></p>', '<p>hi</p>'],
    ['styles and iframes go with their content', '<style>p{color:red}</style><p>a</p><iframe src="https://x.example"></iframe>', '<p>a</p>'],
    ['javascript: links are unwrapped', '<p><a href="javascript:alert(1)">x</a> <a href="java&#x09;script:alert(1)">y</a></p>', '<p>x y</p>'],
    ['data: and webcal: links are unwrapped', '<p><a href="data:text/html,x">d</a> <a href="webcal://c.example/a.ics">w</a></p>', '<p>d w</p>'],
    ['protocol-relative links are unwrapped', '<p><a href="//evil.example/">x</a></p>', '<p>x</p>'],
    [
      'link attributes other than href go',
      '<p><a href="https://a.example/" target="_blank" onclick="x()">x</a></p>',
      '<p><a href="https://a.example/">x</a></p>',
    ],
    [
      'relative, mailto and tel links stay',
      '<p><a href="/en-US/p/x">a</a><a href="mailto:a@b.example">b</a><a href="tel:+1555">c</a></p>',
      '<p><a href="/en-US/p/x">a</a><a href="mailto:a@b.example">b</a><a href="tel:+1555">c</a></p>',
    ],
    [
      'quotes in addresses are escaped',
      '<p><a href=\'https://a.example/?q="x"&amp;y=1\'>x</a></p>',
      '<p><a href="https://a.example/?q=&quot;x&quot;&amp;y=1">x</a></p>',
    ],
    ['lists', '<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>', '<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>'],
    ['nested lists', '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>', '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>'],
    ['paragraphs inside an item become line breaks', '<ul><li><p>a</p><p>b</p></li></ul>', '<ul><li>a<br>b</li></ul>'],
    ['empty list items go', '<ul><li></li><li>a</li><li><br></li></ul>', '<ul><li>a</li></ul>'],
    ['a list directly inside a list nests', '<ul><li>a</li><ul><li>b</li></ul></ul>', '<ul><li>a<ul><li>b</li></ul></li></ul>'],
    ['tables become paragraphs', '<table><tr><td>a</td><td>b</td></tr></table>', '<p>a</p><p>b</p>'],
    ['blockquote and pre become paragraphs', '<blockquote><p>q</p></blockquote><pre>x\n  y</pre>', '<p>q</p><p>x<br>&nbsp; y</p>'],
    ['headings lose style-derived bold', '<h2><span style="font-weight:700">T</span></h2>', '<h2>T</h2>'],
    ['zero-width characters go', '<p>a\u200bb</p>', '<p>ab</p>'],
  ])('%s', (_name, input, expected) => {
    expect(normaliseHtml(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normaliseHtml('<div><b>a <i>b</i></b><ul><li>x<ol><li>y</li></ol></li></ul><h1>t</h1>q&nbsp;r</div>');
    expect(normaliseHtml(once)).toBe(once);
  });
});

describe('paste cleaning', () => {
  it('keeps Google Docs formatting but not its bold wrapper', () => {
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-size:11pt;font-weight:700;">Bold</span><span style="font-size:11pt;font-weight:400;"> plain </span><span style="font-style:italic;">it</span><span style="text-decoration:underline;">u</span></p></b>';
    expect(toHtml(clipboardDoc(clipboard({ 'text/html': html, 'text/plain': 'x' })), 'value')).toBe('<p><strong>Bold</strong> plain <em>it</em><u>u</u></p>');
  });

  it('cleans Word: conditional comments, o:p, Mso classes, styles and its list paragraphs', () => {
    const html = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>
<!--StartFragment--><p class=MsoNormal><b><span style='font-family:Calibri'>Title</span></b><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>One<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='mso-list:l0 level2 lfo1'><span style='mso-list:Ignore'>o<span>&nbsp; </span></span>Two</p>
<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>1.<span>&nbsp; </span></span>First</p>
<p class=MsoNormal>End<!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]--></p><!--EndFragment--></body></html>`;
    expect(toHtml(clipboardDoc(clipboard({ 'text/html': html })), 'value')).toBe(
      '<p><strong>Title</strong></p><ul><li>One<ul><li>Two</li></ul></li></ul><ol><li>First</li></ol><p>End</p>',
    );
  });

  it('turns plain-text lines into paragraphs', () => {
    const doc = clipboardDoc(clipboard({ 'text/plain': 'First line\r\nSecond  line\n\n<b>not html</b>\n' }));
    expect(toHtml(doc, 'value')).toBe('<p>First line</p><p>Second&nbsp; line</p><p>&lt;b&gt;not html&lt;/b&gt;</p>');
  });

  it('falls back to the plain text when the HTML flavour has no text', () => {
    expect(toHtml(clipboardDoc(clipboard({ 'text/html': '<img src="x">', 'text/plain': 'caption' })), 'value')).toBe('<p>caption</p>');
  });

  it('parsePlainText of nothing is an empty document', () => {
    expect(parsePlainText('\n \n')).toEqual([]);
  });
});

describe('lostContent', () => {
  it.each([
    ['<p>a <b>b</b> <a href="https://x.example/">c</a></p><ul><li>d</li></ul>', []],
    ['plain text', []],
    [
      '<p>a</p><img src="x.png" alt="x"><table><tr><td>1</td></tr></table>',
      ['<img>', '<table>', '<tbody>', '<td>', '<tr>', 'alt attributes', 'src attributes'],
    ],
    ['<h1 class="big">T</h1>', ['<h1>', 'class attributes']],
    ['<p><a href="javascript:alert(1)">x</a></p>', ['links with refused addresses']],
  ])('%s', (html, expected) => {
    expect(lostContent(html)).toEqual(expected);
  });
});

describe('editor rendering', () => {
  it('keeps empty lines and gives them a <br>, as a browser needs', () => {
    const doc = [
      { type: 'p' as const, list: [], runs: [] },
      { type: 'h2' as const, list: [], runs: [{ text: 'a\n', marks: [] }] },
    ];
    expect(toHtml(doc, 'editor')).toBe('<p><br></p><h2>a<br><br></h2>');
    expect(toHtml(doc, 'value')).toBe('<h2>a</h2>');
  });
});
