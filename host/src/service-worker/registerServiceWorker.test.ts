import { afterPageLoad, installServiceWorker, registerServiceWorker, reloadOnControllerChange, SERVICE_WORKER_URL } from './registerServiceWorker';

function fakeContainer(controller: object | null) {
  const target = new EventTarget();
  return {
    controller: controller as ServiceWorker | null,
    addEventListener: target.addEventListener.bind(target) as ServiceWorkerContainer['addEventListener'],
    register: jest.fn(async () => ({}) as ServiceWorkerRegistration),
    fire: () => target.dispatchEvent(new Event('controllerchange')),
  };
}

test('an updated worker taking control reloads the page, once', () => {
  const container = fakeContainer({});
  const reload = jest.fn();
  reloadOnControllerChange(container, reload);
  container.fire();
  container.fire();
  expect(reload).toHaveBeenCalledTimes(1);
});

test('the first worker taking control of an uncontrolled page does not reload; a later update does', () => {
  const container = fakeContainer(null);
  const reload = jest.fn();
  reloadOnControllerChange(container, reload);
  container.fire();
  expect(reload).not.toHaveBeenCalled();
  container.fire();
  expect(reload).toHaveBeenCalledTimes(1);
});

test('once active, the worker is told which files the page loaded, so it keeps them without a second download', async () => {
  const postMessage = jest.fn();
  const container = { ...fakeContainer(null), ready: Promise.resolve({ active: { postMessage } as unknown as ServiceWorker }) };
  registerServiceWorker(container, jest.fn(), () => ['http://localhost/main.js', 'http://localhost/vendors.1234abcd.js']);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(postMessage).toHaveBeenCalledWith({ type: 'cache-loaded', urls: ['http://localhost/main.js', 'http://localhost/vendors.1234abcd.js'] });
});

test('registers /sw.js at the root scope; no service worker support is a no-op; a failed registration only warns', async () => {
  const container = fakeContainer(null);
  registerServiceWorker(container, jest.fn());
  expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  expect(() => registerServiceWorker(undefined, jest.fn())).not.toThrow();

  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const failing = fakeContainer(null);
  failing.register.mockRejectedValueOnce(new Error('no https'));
  registerServiceWorker(failing, jest.fn());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

test('the worker is registered once the page has loaded, not while it starts', () => {
  const register = jest.fn();
  const win = new EventTarget() as unknown as Window;
  afterPageLoad(register, { readyState: 'interactive' }, win);
  expect(register).not.toHaveBeenCalled();
  win.dispatchEvent(new Event('load'));
  win.dispatchEvent(new Event('load'));
  expect(register).toHaveBeenCalledTimes(1);
});

test('a page that has loaded already registers it at once', () => {
  const register = jest.fn();
  afterPageLoad(register, { readyState: 'complete' }, new EventTarget() as unknown as Window);
  expect(register).toHaveBeenCalledTimes(1);
});

test('installing from the login page registers the worker and nothing else; a failure only warns', async () => {
  const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);
  installServiceWorker({ register });
  expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  installServiceWorker({ register: jest.fn(async () => Promise.reject(new Error('private mode'))) });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(warn).toHaveBeenCalledWith('Service worker not registered:', expect.any(Error));
  warn.mockRestore();
  expect(() => installServiceWorker(undefined)).not.toThrow();
});
