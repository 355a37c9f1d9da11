/**
 * The same frame index.html paints before JavaScript runs (its styles live there), shown while the router
 * starts, so the first paint does not flash to a blank page or a spinner.
 */
export function ShellFrame() {
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
          Loading Sasar…
        </div>
      </div>
    </div>
  );
}
