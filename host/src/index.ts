import { requestUserEarly } from 'shared-graph/first-user-view';
import { requestRegistryEarly } from './remotes/registryRequest';

// The registry, which the app's start waits for, is asked first; a logged-in visit asks for the user once it has
// answered, still long before the first render needs it. Asked together, the user could hold the registry back: on
// the embedded database the server runs the user's queries on its one thread.
void requestRegistryEarly().then(requestUserEarly);
// Async boundary: lets Module Federation negotiate the shared singletons before any of them is used.
import('./bootstrap');
