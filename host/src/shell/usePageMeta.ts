import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useLanguage, type Language } from 'shared-graph';
import type { PageText, RouteMeta } from 'shared-graph/host';
import { PRODUCT_DESCRIPTION } from './pageTexts';

export const PRODUCT_NAME = 'Sasar';

/** A handle's title and description in `language`: its `meta` for that language, else its language-neutral texts. */
function textOf(handle: unknown, language: Language): Partial<PageText> {
  const meta = handle as Partial<RouteMeta> | undefined;
  const localized = meta?.meta?.[language];
  if (localized) return localized;
  return { title: meta?.title, description: meta?.description };
}

/** The deepest route that names a title (and, separately, a description) in `language` wins. */
export function pageMetaOf(handles: ReadonlyArray<unknown>, language: Language): PageText {
  let title: string | undefined;
  let description: string | undefined;
  for (const handle of handles) {
    const text = textOf(handle, language);
    if (text.title) title = text.title;
    if (text.description) description = text.description;
  }
  return { title: title ?? PRODUCT_NAME, ...(description ? { description } : {}) };
}

/**
 * SPEC §2: page title from route metadata (default the product name); meta title and description when present, in
 * the user's language (switching it re-renders the root, so the title changes without a reload).
 */
export function usePageMeta(): void {
  const matches = useMatches();
  const language = useLanguage();
  const { title, description } = pageMetaOf(
    matches.map((match) => match.handle),
    language,
  );
  useEffect(() => {
    document.title = title;
    setMetaTag('title', title);
    // A page without a description of its own must not keep the last page's (in the other language, too).
    setMetaTag('description', description ?? PRODUCT_DESCRIPTION[language]);
  }, [title, description, language]);
}

export function setMetaTag(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}
