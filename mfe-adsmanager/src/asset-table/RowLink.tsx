// A link in a list row. Inside an AssetRowsProvider it is a plain anchor the router follows on a plain click — a list
// shows twenty rows of up to three links each, and a router Link reads the location and keeps its own state and
// effects per link; elsewhere, a router Link.
import type { MouseEvent, ReactNode } from 'react';
import { Link, type NavigateFunction } from 'react-router-dom';
import { useAssetRows } from './assetRows';

export interface RowLinkProps {
  /** An absolute path in the app. */
  to: string;
  title?: string;
  className?: string;
  children: ReactNode;
}

/** A plain left click stays in the app; a click with a modifier (new tab, new window, download) is the browser's. */
function follow(event: MouseEvent<HTMLAnchorElement>, navigate: NavigateFunction, to: string) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  void navigate(to);
}

export function RowLink({ to, title, className, children }: RowLinkProps) {
  const rows = useAssetRows();
  if (!rows) {
    return (
      <Link to={to} title={title} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} title={title} className={className} onClick={(event) => follow(event, rows.navigate, to)}>
      {children}
    </a>
  );
}
