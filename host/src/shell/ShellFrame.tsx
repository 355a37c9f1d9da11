import { useRegistry } from '../remotes/RegistryContext';
import { headingForPath } from '../remotes/areaForPath';

/**
 * The same frame index.html paints before JavaScript runs (its styles live there): the router's fallback while it
 * starts, so a render before the router is ready does not flash to a blank page or a spinner (the app itself renders
 * once the router is ready, so index.html's frame stays until then). A page whose heading the registry gives shows
 * it, as the server painted it (server/src/static/firstPaint.ts).
 */
export function ShellFrame() {
  const heading = headingForPath(useRegistry(), window.location.pathname);
  return (
    <div className="shell-frame" aria-busy="true">
      <div className="shell-frame__header">Sasar</div>
      <div className="shell-frame__body">
        <div className="shell-frame__sidebar" aria-hidden="true">
          {['short', '', '', '', 'short', '', ''].map((size, index) => (
            <div key={index} className={size ? 'shell-frame__bar shell-frame__bar--short' : 'shell-frame__bar'} />
          ))}
        </div>
        <div className="shell-frame__main" role="status">
          {heading ? (
            <>
              <h1 className="shell-frame__title">{heading.title}</h1>
              {heading.description ? <p className="shell-frame__description">{heading.description}</p> : null}
            </>
          ) : null}
          Loading Sasar…
        </div>
      </div>
    </div>
  );
}
