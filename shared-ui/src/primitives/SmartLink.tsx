import type { ComponentPropsWithRef } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

const SCHEME_RE = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** True for links that leave the app (absolute URLs with a scheme, protocol-relative `//host`). */
export function isExternalHref(href: string): boolean {
  const h = href.trim();
  return SCHEME_RE.test(h) || h.startsWith('//');
}

/**
 * The href if it is safe to render (relative paths, http(s), mailto, tel), else null — announcement and
 * banner links are data, and a `javascript:` URL must never reach an `<a>`.
 */
export function safeHref(href: string | null | undefined): string | null {
  if (typeof href !== 'string') return null;
  const h = href.trim();
  if (h === '') return null;
  // Browsers ignore tabs/newlines inside schemes ("java\tscript:"), so check a cleaned copy.
  const cleaned = Array.from(h)
    .filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('');
  const m = SCHEME_RE.exec(cleaned);
  if (m) return SAFE_SCHEMES.has(m[1]!.toLowerCase()) ? h : null;
  return h;
}

export interface SmartLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  href: string;
  /** Force new-tab behaviour (default: only for external URLs). */
  external?: boolean;
}

/**
 * A link that does the right thing for data-driven URLs (announcement links, banner actions): in-app paths
 * use the router (no reload) when there is one; external URLs open in a new tab with rel="noopener noreferrer";
 * unsafe URLs (javascript:, data:, …) render as plain text.
 */
export function SmartLink({ href, external, children, ...rest }: SmartLinkProps) {
  const inRouter = useInRouterContext();
  const safe = safeHref(href);
  if (safe === null) return <span className={rest.className}>{children}</span>;
  const isExternal = external ?? isExternalHref(safe);
  if (isExternal) {
    return (
      <a href={safe} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (inRouter) {
    return (
      <Link to={safe} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={safe} {...rest}>
      {children}
    </a>
  );
}
