import { firstPaintPages, headingForPath, withFirstPaint, withHeading } from './firstPaint';
import type { RemoteRegistry } from './remotes';

const INDEX = '<body><div id="root"><div class="shell-frame__main" role="status">Loading Sasar…</div></div></body>';

const registry: RemoteRegistry = {
  research: {
    manifest: '/remotes/research/mf-manifest.json',
    label: 'Research',
    nav: [],
    paths: [
      { path: '/', access: 'login' },
      { path: '/search', access: 'login', heading: { title: 'Interest search', description: 'Every interest <b>&</b> "more"' } },
    ],
  },
};

describe('first paint of a page whose heading the registry gives', () => {
  it('finds the heading of exactly the path, with or without a trailing slash', () => {
    expect(headingForPath(registry, 'search')?.title).toBe('Interest search');
    expect(headingForPath(registry, 'search/')?.title).toBe('Interest search');
    expect(headingForPath(registry, 'search/saved')).toBeUndefined();
    expect(headingForPath(registry, '')).toBeUndefined();
  });

  it('puts the heading before the loading line, its text escaped', () => {
    expect(withHeading(INDEX, headingForPath(registry, 'search')!)).toBe(
      '<body><div id="root"><div class="shell-frame__main" role="status"><h1 class="shell-frame__title">Interest search</h1>' +
        '<p class="shell-frame__description">Every interest &lt;b&gt;&amp;&lt;/b&gt; &quot;more&quot;</p>Loading Sasar…</div></div></body>',
    );
  });

  it('leaves a page without the frame alone', () => {
    expect(withHeading('<body></body>', { title: 'Interest search' })).toBeNull();
    expect(firstPaintPages()('<body></body>', { heading: { title: 'Interest search' }, preloads: '' })).toBeNull();
  });
});

describe('first paint with the files of the first load', () => {
  const PAGE = `<html><head><script defer src="/main.js"></script></head>${INDEX}</html>`;
  const LINK = '<link rel="preload" href="/boot.1a2b3c4d.js" as="script">';

  it('names them at the end of <head>, after the app\'s own script, with the heading in the frame', () => {
    const html = withFirstPaint(PAGE, { heading: { title: 'Interest search' }, preloads: LINK })!;
    expect(html).toContain(`<script defer src="/main.js"></script>${LINK}</head>`);
    expect(html).toContain('<h1 class="shell-frame__title">Interest search</h1>');
  });

  it('adds them to a page without a heading, and a heading to a page without them', () => {
    expect(withFirstPaint(PAGE, { preloads: LINK })).toBe(PAGE.replace('</head>', `${LINK}</head>`));
    expect(withFirstPaint(PAGE, { heading: { title: 'Interest search' }, preloads: '' })).not.toContain('<link');
  });

  it('leaves a page with neither a frame nor a <head> alone', () => {
    expect(withFirstPaint('<body></body>', { heading: { title: 'Interest search' }, preloads: LINK })).toBeNull();
  });

  it('makes each page once, compressed', () => {
    const pages = firstPaintPages();
    const first = pages(PAGE, { preloads: LINK });
    expect(pages(PAGE, { preloads: LINK })).toBe(first);
    expect(first!.br.length).toBeGreaterThan(0);
    expect(pages(PAGE, { preloads: '' })).toBeNull();
  });
});
