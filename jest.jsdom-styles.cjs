// jsdom's style cascade and getComputedStyle for screen tests: the same answers as jsdom's own for less CPU.
// Testing Library asks for the computed style of every element a role query looks at (is it hidden?), and
// user-event for every element it clicks (pointer-events): with styled-components' hundreds of rules, jsdom's
// cascade matched every rule's selector against every one of those elements, about a quarter of a screen test's CPU.
// Both pieces reach into jsdom's helpers (the environment's own jsdom, resolved from jest-environment-jsdom);
// jsdom-styles.test.ts in build-tools holds them to jsdom's answers.
const path = require('node:path');

const jsdomDir = path.dirname(require.resolve('jsdom/package.json', { paths: [path.dirname(require.resolve('jest-environment-jsdom'))] }));
const fromJsdom = (file) => require(path.join(jsdomDir, 'lib/jsdom', file));
const fromJsdomDependency = (name) => require(require.resolve(name, { paths: [jsdomDir] }));

const styleRules = fromJsdom('living/helpers/style-rules.js');
const { matchesDontThrow } = fromJsdom('living/helpers/selectors.js');
const { implForWrapper } = fromJsdom('living/generated/utils.js');
const defaultStyleSheetText = fromJsdom('browser/default-stylesheet.js');
const { CSSStyleDeclaration } = fromJsdomDependency('cssstyle');
const cssom = fromJsdomDependency('rrweb-cssom');

const { forEach, indexOf } = Array.prototype;

/**
 * The selector list split at its top-level commas, each selector's last compound (after its last top-level
 * combinator): `.a > .b:hover, td` → ['.b:hover', 'td'].
 */
function lastCompounds(selectorText) {
  const compounds = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  const text = selectorText.trim();
  for (let at = 0; at <= text.length; at += 1) {
    const char = text[at];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && (char === ' ' || char === '>' || char === '+' || char === '~' || char === '\n' || char === '\t')) start = at + 1;
    else if (depth === 0 && (char === ',' || char === undefined)) {
      compounds.push(text.slice(start, at).trim());
      start = at + 1;
    }
  }
  return compounds;
}

/** What an element must have for `compound` to match it: one of its classes, or its type; null when unknown. */
function requirementOf(compound) {
  let depth = 0;
  for (let at = 0; at < compound.length; at += 1) {
    const char = compound[at];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && char === '.') {
      const name = /^[\w-]+(?=$|[.:#[])/.exec(compound.slice(at + 1));
      return name ? { className: name[0] } : null;
    }
  }
  const type = /^[a-zA-Z][\w-]*(?=$|[.:#[])/.exec(compound);
  return type ? { type: type[0].toLowerCase() } : null;
}

const requirements = new WeakMap();

/**
 * For a style rule, the requirements one of which an element must meet to match it (one per selector of its list),
 * or null when its selectors say too little (`*`, `:is(…)`, escapes, namespaces) and only matching can tell.
 */
function requirementsOf(rule) {
  if (requirements.has(rule)) return requirements.get(rule);
  const { selectorText } = rule;
  let found = null;
  if (typeof selectorText === 'string' && !/[\\|]/.test(selectorText)) {
    const each = lastCompounds(selectorText).map(requirementOf);
    if (each.length > 0 && each.every(Boolean)) found = each;
  }
  requirements.set(rule, found);
  return found;
}

function mayMatch(rule, classes, type) {
  const needed = classes && requirementsOf(rule);
  return !needed || needed.some((requirement) => (requirement.className ? classes.has(requirement.className) : requirement.type === type));
}

let defaultStyleSheet;

/**
 * jsdom's getDeclarationForElement (living/helpers/style-rules.js), with the same rules in the same order and the
 * same per-document cache, except that a rule whose selectors need a class or type the element lacks is skipped
 * instead of matched.
 */
function getDeclarationForElement(elementImpl) {
  const document = elementImpl._ownerDocument;
  const styleCache = (document._styleCache ??= new WeakMap());
  const cached = styleCache.get(elementImpl);
  if (cached) return cached;

  // Classes match regardless of case in a document without a doctype (quirks mode): there every rule is matched.
  const classes = document.compatMode !== 'CSS1Compat' ? null : new Set((elementImpl.getAttributeNS(null, 'class') ?? '').split(/[ \t\n\f\r]+/));
  const type = elementImpl.localName.toLowerCase();
  const declaration = new CSSStyleDeclaration();
  const handleProperty = (style, property) => {
    const value = style.getPropertyValue(property);
    if (value === 'unset') declaration.removeProperty(property);
    else declaration.setProperty(property, value, style.getPropertyPriority(property));
  };
  const handleRule = (rule) => {
    if (mayMatch(rule, classes, type) && matchesDontThrow(elementImpl, rule.selectorText)) {
      forEach.call(rule.style, (property) => handleProperty(rule.style, property));
    }
  };
  const handleSheet = (sheet) => {
    forEach.call(sheet.cssRules, (rule) => {
      if (rule.media) {
        if (indexOf.call(rule.media, 'screen') !== -1) forEach.call(rule.cssRules, handleRule);
      } else handleRule(rule);
    });
  };
  handleSheet((defaultStyleSheet ??= cssom.parse(defaultStyleSheetText)));
  forEach.call(document.styleSheets._list, handleSheet);
  forEach.call(elementImpl.style, (property) => handleProperty(elementImpl.style, property));

  styleCache.set(elementImpl, declaration);
  return declaration;
}

/** jsdom's own cascade for every caller inside jsdom (its resolved values: visibility, pointer-events, colours). */
function installFastCascade() {
  styleRules.getDeclarationForElement = getDeclarationForElement;
}

const NOT_PROPERTIES = new Set(['cssText', 'length', 'parentRule', 'cssFloat']);
const kebabCase = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `display`, `backgroundColor`, … → the CSS property each reads (`display`, `background-color`), else undefined. */
function cssPropertyOf(key) {
  if (typeof key !== 'string' || NOT_PROPERTIES.has(key) || !/^[a-z][a-zA-Z]*$/.test(key)) return undefined;
  const property = kebabCase(key);
  return Object.getOwnPropertyDescriptor(CSSStyleDeclaration.prototype, property)?.get ? property : undefined;
}

/**
 * window.getComputedStyle answering each property when it is read, from the element's cascaded declaration.
 * jsdom's own copies every declared property into a new declaration (every colour parsed again) and resolves every
 * inherited property up the tree on each call, to answer the one property a caller reads. Values are the same: the
 * declared value, or jsdom's resolved value for the properties it resolves (visibility, colours, …).
 */
function lazyComputedStyle(window) {
  const computeStyle = window.getComputedStyle;
  const { propertiesWithResolvedValueImplemented, getResolvedValue } = styleRules;
  const resolved = new CSSStyleDeclaration();
  return function getComputedStyle(element, pseudoElement) {
    const impl = implForWrapper(element);
    if (pseudoElement || !impl || impl.nodeType !== 1) return computeStyle.call(window, element, pseudoElement);
    const valueOf = (property) => {
      if (!(property in propertiesWithResolvedValueImplemented)) return styleRules.getDeclarationForElement(impl).getPropertyValue(property);
      // As jsdom's declaration would hold it (CanvasText → canvastext).
      resolved.setProperty(property, getResolvedValue(impl, property));
      return resolved.getPropertyValue(property);
    };
    let whole;
    return new Proxy(
      {},
      {
        get(_, key) {
          if (key === 'getPropertyValue') return (property) => valueOf(String(property).toLowerCase());
          const property = cssPropertyOf(key);
          if (property) return valueOf(property);
          whole ??= computeStyle.call(window, element);
          const value = Reflect.get(whole, key);
          return typeof value === 'function' ? value.bind(whole) : value;
        },
      },
    );
  };
}

// The rest is for jsdom-styles.test.ts.
module.exports = { installFastCascade, lazyComputedStyle, lastCompounds, requirementOf, jsdomDir, styleRules, implForWrapper };
