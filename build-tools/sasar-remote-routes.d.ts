// The webpack alias each remote's build points at its own route module (index.cjs).
declare module 'sasar-remote-routes' {
  const area: Omit<import('shared-graph').RemoteRouteModule, 'contractVersion'>;
  export default area;
}
