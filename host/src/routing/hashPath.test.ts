import { rewriteHashPath } from './hashPath';

describe('rewriteHashPath', () => {
  it('rewrites /#/path to /path', () => {
    expect(rewriteHashPath({ pathname: '/', search: '', hash: '#/dashboard/funnel' })).toBe('/dashboard/funnel');
  });
  it('keeps the query inside the hash', () => {
    expect(rewriteHashPath({ pathname: '/', search: '', hash: '#/search?q=yoga' })).toBe('/search?q=yoga');
  });
  it('carries a query that stood before the hash', () => {
    expect(rewriteHashPath({ pathname: '/', search: '?ref=mail', hash: '#/updates' })).toBe('/updates?ref=mail');
  });
  it.each([
    { pathname: '/dashboard', search: '', hash: '#/x' },
    { pathname: '/', search: '', hash: '#section' },
    { pathname: '/', search: '', hash: '' },
  ])('leaves %p alone', (location) => {
    expect(rewriteHashPath(location)).toBeNull();
  });
});
