import { requestUserEarly } from 'shared-graph/first-user-view';
import { requestRegistryEarly } from './remotes/registryRequest';

requestRegistryEarly();
// A logged-in visit asks for the user now, while the app's code downloads, instead of after the first render.
requestUserEarly();
// Async boundary: lets Module Federation negotiate the shared singletons before any of them is used.
import('./bootstrap');
