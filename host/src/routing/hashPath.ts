/** SPEC §2: a path starting with '/#' is rewritten to the path after it ('/#/dashboard?x=1' → '/dashboard?x=1'). */
export function rewriteHashPath(location: { pathname: string; search: string; hash: string }): string | null {
  if (location.pathname !== '/' || !location.hash.startsWith('#/')) return null;
  const target = location.hash.slice(1);
  return location.search && !target.includes('?') ? `${target}${location.search}` : target;
}
