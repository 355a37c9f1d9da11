/* global HTMLDialogElement, document, window */
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy…/waitFor give up after 1 s by default; a debounced search plus a render (and a dialog or screen downloaded
// on demand) took over 5 s on two cores shared with other work. A real failure still fails, a few seconds later.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has <dialog> without its behaviour. A stand-in for what the browser does and our components rely on:
// showModal()/close() toggle `open` (close fires `close`), and Escape fires a cancelable `cancel` on the top-most
// modal dialog, closing it unless prevented. Focus containment (the inert page) is left to the e2e suite.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modals = [];
  HTMLDialogElement.prototype.showModal = function showModal() {
    if (this.open) return;
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.show = function show() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get() {
      return this.hasAttribute('open');
    },
  });
  document.addEventListener('keydown', (event) => {
    const top = modals.filter((dialog) => dialog.isConnected).at(-1);
    if (event.key !== 'Escape' || !top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}

// jsdom lays nothing out, so it has no ResizeObserver (the chart canvas resizes echarts with one): a stand-in
// that never reports a size.
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// React's development build records where each element was created (an Error with its stack, and a console task)
// for its owner-stack warnings: an eighth of a screen test's CPU. Tests read warnings by message, not by stack, so
// React is told its budget of recorded stacks is spent (it then uses one shared placeholder, as it does past 10,000).
// The React that @testing-library/react renders with (the root has no React of its own).
const reactPath = require.resolve('react', { paths: [require('node:path').dirname(require.resolve('@testing-library/react'))] });
const reactInternals = require(reactPath).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => {} });
}

