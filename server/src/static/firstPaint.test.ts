import { firstPaintPages, headingForPath, withHeading } from './firstPaint';
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
    expect(firstPaintPages()('<body></body>', { title: 'Interest search' })).toBeNull();
  });
});
