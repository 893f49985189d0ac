import { parseInlineMarkup, plainTitle } from './inline-markup';

describe('inline markup in titles (issue 45 item 16)', () => {
  it('reads the four tags OpenAlex uses as elements', () => {
    expect(parseInlineMarkup('Measuring <i>b</i><sup>2</sup> in H<sub>2</sub>O and <b>bold</b> claims')).toEqual([
      'Measuring ',
      { tag: 'i', children: ['b'] },
      { tag: 'sup', children: ['2'] },
      ' in H',
      { tag: 'sub', children: ['2'] },
      'O and ',
      { tag: 'b', children: ['bold'] },
      ' claims',
    ]);
  });

  it('nests tags and takes them in any case', () => {
    expect(parseInlineMarkup('<I>E. coli <SUP>+</SUP></I>')).toEqual([
      { tag: 'i', children: ['E. coli ', { tag: 'sup', children: ['+'] }] },
    ]);
  });

  it('keeps every other tag as text: no image, script or attribute can come from a title', () => {
    const title = 'A <img src=x onerror="alert(1)"> and <script>alert(2)</script> <i onclick="x">y</i>';
    expect(parseInlineMarkup(title)).toEqual([title]);
    expect(parseInlineMarkup('<a href="javascript:alert(1)">link</a>')).toEqual([
      '<a href="javascript:alert(1)">link</a>',
    ]);
  });

  it('keeps a closing tag with nothing open and a tag never closed as text', () => {
    expect(parseInlineMarkup('x</i> y')).toEqual(['x</i> y']);
    expect(parseInlineMarkup('a <sup>2 and <i>b</i>')).toEqual(['a <sup>2 and ', { tag: 'i', children: ['b'] }]);
  });

  it('gives the plain title for page titles, labels and files', () => {
    expect(plainTitle('Measuring <i>b</i><sup>2</sup>')).toBe('Measuring b2');
    expect(plainTitle('<script>x</script>')).toBe('<script>x</script>');
  });
});
