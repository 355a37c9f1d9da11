// The screen tests' faster style cascade (jest.jsdom-styles.cjs) gives jsdom's own answers: the same declaration for
// every element of random documents under random style sheets, and the same computed values.
import fc from 'fast-check';
import path from 'node:path';

interface StylesModule {
  installFastCascade(): void;
  lazyComputedStyle(window: Window): (element: Element, pseudoElement?: string) => CSSStyleDeclaration;
  lastCompounds(selectorText: string): string[];
  requirementOf(compound: string): { className: string } | { type: string } | null;
  jsdomDir: string;
  styleRules: { getDeclarationForElement(impl: unknown): { cssText: string } };
  implForWrapper(wrapper: Element): { _ownerDocument: { _styleCache: unknown } };
}

// A CommonJS file outside every TypeScript program, loaded as jest.env-jsdom.cjs loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const styles = require('../jest.jsdom-styles.cjs') as StylesModule;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { JSDOM } = require(styles.jsdomDir) as { JSDOM: new (html: string) => { window: Window } };
const jsdomCascade = styles.styleRules.getDeclarationForElement;
styles.installFastCascade();
const fastCascade = styles.styleRules.getDeclarationForElement;

describe('which rules an element can match, read from the selector', () => {
  it('finds the last compound of each selector in a list', () => {
    expect(styles.lastCompounds('.a > .b:hover, td')).toEqual(['.b:hover', 'td']);
    expect(styles.lastCompounds('ul li.c:not(.d, .e) ~ span[title="x y, z"]')).toEqual(['span[title="x y, z"]']);
    expect(styles.lastCompounds('.a:is(.b .c)')).toEqual(['.a:is(.b .c)']);
  });

  it('asks for a class, else a type, else nothing it can tell', () => {
    expect(styles.requirementOf('.b:hover')).toEqual({ className: 'b' });
    expect(styles.requirementOf('button.primary')).toEqual({ className: 'primary' });
    expect(styles.requirementOf('LI:first-child')).toEqual({ type: 'li' });
    expect(styles.requirementOf(':not(.a)')).toBeNull();
    expect(styles.requirementOf('*')).toBeNull();
    expect(styles.requirementOf('[class~="a"]')).toBeNull();
    expect(styles.requirementOf('.é')).toBeNull();
  });
});

const CLASSES = ['a', 'b', 'c', 'sc-x1', 'a:b', 'aé'];
const TYPES = ['div', 'span', 'button', 'li', 'ul', 'a'];
const PSEUDOS = ['', ':hover', ':first-child', ':not(.a)', ':is(.b, .c)', ':disabled', '[data-x]', '[class~="c"]', ':has(> .b)'];
const DECLARATIONS = ['display: none', 'display: flex', 'visibility: hidden', 'color: red', 'color: #00f', 'color: currentcolor', 'pointer-events: none', 'display: unset', 'visibility: visible !important', 'border: 1px solid green', 'background-color: rgba(0, 0, 0, 0.5)'];

const classSelector = (name: string) => `.${name.replace(':', '\\:')}`;
const compound = fc
  .tuple(fc.constantFrom('', '*', 'DIV', ...TYPES), fc.subarray(CLASSES, { maxLength: 2 }), fc.constantFrom(...PSEUDOS))
  .map(([type, classes, pseudo]) => `${type}${classes.map(classSelector).join('')}${pseudo}` || '*');
const selector = fc
  .tuple(compound, fc.array(fc.tuple(fc.constantFrom(' ', ' > ', '>', ' + ', '+', ' ~ ', '~'), compound), { maxLength: 2 }))
  .map(([first, rest]) => first + rest.map(([combinator, next]) => combinator + next).join(''))
  .chain((text) => fc.constantFrom(text, `${text}::before`));
const rule = fc
  .tuple(fc.array(selector, { minLength: 1, maxLength: 3 }), fc.subarray(DECLARATIONS, { minLength: 1, maxLength: 3 }), fc.constantFrom('', 'screen', 'print'))
  .map(([selectors, declarations, media]) => {
    const text = `${selectors.join(', ')} { ${declarations.join('; ')} }`;
    return media ? `@media ${media} { ${text} }` : text;
  });

interface Node {
  type: string;
  classes: string[];
  separator: string;
  attributes: string;
  children: Node[];
}
const treeOf = (depth: number): fc.Arbitrary<Node> =>
  fc.record({
    type: fc.constantFrom(...TYPES),
    classes: fc.subarray([...CLASSES, 'A', 'unused']),
    separator: fc.constantFrom(' ', '\t', '\n  '),
    attributes: fc.constantFrom('', ' data-x', ' disabled', ' style="color: blue"', ' hidden'),
    children: depth === 0 ? fc.constant([]) : fc.array(treeOf(depth - 1), { maxLength: 3 }),
  });
const tree = treeOf(3);
const html = (node: Node): string =>
  `<${node.type} class="${node.classes.join(node.separator)}"${node.attributes}>${node.children.map(html).join('')}</${node.type}>`;

function documentOf(rules: string[], body: Node[], doctype = '<!doctype html>') {
  return new JSDOM(`${doctype}<style>${rules.join('\n')}</style><body>${body.map(html).join('')}</body>`).window;
}

/** Each element's declaration from jsdom's cascade and from the fast one, each computed afresh. */
function bothCascades(window: Window) {
  return [...window.document.querySelectorAll('*')].map((element) => {
    const impl = styles.implForWrapper(element);
    impl._ownerDocument._styleCache = null;
    const expected = jsdomCascade(impl).cssText;
    impl._ownerDocument._styleCache = null;
    return { element: element.outerHTML.slice(0, 80), expected, actual: fastCascade(impl).cssText };
  });
}

describe('the fast cascade', () => {
  it('declares for every element what jsdom declares, whatever the sheet and the document', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 12 }), fc.array(tree, { minLength: 1, maxLength: 3 }), (rules, body) => {
        for (const { element, expected, actual } of bothCascades(documentOf(rules, body))) {
          expect({ element, declared: actual }).toEqual({ element, declared: expected });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('matches classes regardless of case in a document without a doctype, as jsdom does', () => {
    const window = documentOf(['.a { display: none }'], [{ type: 'div', classes: ['A'], separator: ' ', attributes: '', children: [] }], '');
    const div = window.document.querySelector('div')!;
    expect(styles.styleRules.getDeclarationForElement(styles.implForWrapper(div)).cssText).toBe(jsdomCascade(styles.implForWrapper(div)).cssText);
    expect(bothCascades(window).every(({ expected, actual }) => expected === actual)).toBe(true);
  });

  it('sees rules added with insertRule once the document changes', () => {
    const window = documentOf([], [{ type: 'div', classes: ['b'], separator: ' ', attributes: '', children: [] }]);
    const div = window.document.querySelector('div')!;
    window.document.styleSheets[0]!.insertRule('.b { display: none }');
    div.setAttribute('data-touched', '');
    expect(window.getComputedStyle(div).display).toBe('none');
    expect(bothCascades(window).every(({ expected, actual }) => expected === actual)).toBe(true);
  });
});

describe("the test window's getComputedStyle", () => {
  const PROPERTIES = ['display', 'visibility', 'pointerEvents', 'color', 'backgroundColor', 'borderTopColor', 'opacity'] as const;

  it("answers each property as jsdom's getComputedStyle does", () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 8 }), fc.array(tree, { minLength: 1, maxLength: 2 }), (rules, body) => {
        const window = documentOf(rules, body);
        const lazy = styles.lazyComputedStyle(window);
        for (const element of window.document.querySelectorAll('*')) {
          const computed = window.getComputedStyle(element);
          const answered = lazy(element);
          for (const property of PROPERTIES) expect([property, answered[property]]).toEqual([property, computed[property]]);
          expect(answered.getPropertyValue('visibility')).toBe(computed.getPropertyValue('visibility'));
          expect(answered.cssText).toBe(computed.cssText);
        }
      }),
      { numRuns: 25 },
    );
  });
});

it('reaches the jsdom that jest-environment-jsdom runs', () => {
  expect(styles.jsdomDir).toBe(path.dirname(require.resolve('jsdom/package.json', { paths: [path.dirname(require.resolve('jest-environment-jsdom'))] })));
});
