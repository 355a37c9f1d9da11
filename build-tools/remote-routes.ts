// What every remote exposes as `./routes`: the remote's own route module, stamped with the contract version
// its build was made against. The version is a build-time constant, so the host checks what the remote was
// really built for, not the shared-graph copy it runs with (which is the host's).
import area from 'sasar-remote-routes';

declare const __SASAR_CONTRACT_VERSION__: number;

export default { ...area, contractVersion: __SASAR_CONTRACT_VERSION__ };
