import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteMeta } from 'shared-graph';

export const PRODUCT_NAME = 'Sasar';

/** The deepest route that names a title (and, separately, a description) wins. */
export function pageMetaOf(handles: ReadonlyArray<unknown>): { title: string; description?: string } {
  let title: string | undefined;
  let description: string | undefined;
  for (const handle of handles) {
    const meta = handle as Partial<RouteMeta> | undefined;
    if (meta?.title) title = meta.title;
    if (meta?.description) description = meta.description;
  }
  return { title: title ?? PRODUCT_NAME, ...(description ? { description } : {}) };
}

/** SPEC §2: page title from route metadata (default the product name); meta title and description when present. */
export function usePageMeta(): void {
  const matches = useMatches();
  const { title, description } = pageMetaOf(matches.map((match) => match.handle));
  useEffect(() => {
    document.title = title;
    setMetaTag('title', title);
    if (description) setMetaTag('description', description);
  }, [title, description]);
}

function setMetaTag(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}
