import { atom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { sessionStore, type SessionStore } from '../session/atoms';

export type ToastType = 'success' | 'warning' | 'error';

export interface ToastAction {
  label: string;
  /** The button's accessible name when the label alone does not say what it acts on ("Undo pausing Summer sale"). */
  ariaLabel?: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  title?: string;
  /** Auto-dismiss after this many ms; null = stays until dismissed. */
  timeoutMs: number | null;
  action?: ToastAction;
  createdAt: number;
}

export interface NotifyOptions {
  title?: string;
  /** Default 5000 ms (SPEC §2). null keeps the toast until dismissed. */
  timeoutMs?: number | null;
  /** Persistent toast: time-out 1000000 ms (SPEC §8), unless timeoutMs is given. */
  persistent?: boolean;
  action?: ToastAction;
  /** Reuse an id: a toast with the same id is replaced. */
  id?: string;
}

export const TOAST_DEFAULT_TIMEOUT_MS = 5_000;
export const TOAST_PERSISTENT_TIMEOUT_MS = 1_000_000;

/** The toast stack, oldest first. */
export const toastsAtom = atom<Toast[]>([]);

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  /** When it runs out (while running), or the time left (while paused). */
  deadline: number;
  remaining: number;
}

const timers = new Map<string, Timer>();
let counter = 0;

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) {
    if (timer.handle !== null) clearTimeout(timer.handle);
    timers.delete(id);
  }
}

function startTimer(id: string, ms: number, store: SessionStore): void {
  const handle = setTimeout(() => {
    timers.delete(id);
    dismiss(id, store);
  }, ms);
  timers.set(id, { handle, deadline: Date.now() + ms, remaining: ms });
}

/** Holds a toast's time-out while the pointer or the focus is on it (WCAG 2.2.1), keeping the time left. */
function pause(id: string): void {
  const timer = timers.get(id);
  if (!timer || timer.handle === null) return;
  clearTimeout(timer.handle);
  timers.set(id, { handle: null, deadline: timer.deadline, remaining: Math.max(0, timer.deadline - Date.now()) });
}

/** Runs a paused toast's time-out on with the time it had left (at least a second, to be read). */
function resume(id: string, store: SessionStore = sessionStore): void {
  const timer = timers.get(id);
  if (!timer || timer.handle !== null) return;
  startTimer(id, Math.max(1_000, timer.remaining), store);
}

function show(type: ToastType, message: string, opts: NotifyOptions = {}, store: SessionStore = sessionStore): string {
  counter += 1;
  const id = opts.id ?? `toast-${counter}`;
  const timeoutMs =
    opts.timeoutMs !== undefined ? opts.timeoutMs : opts.persistent ? TOAST_PERSISTENT_TIMEOUT_MS : TOAST_DEFAULT_TIMEOUT_MS;
  const toast: Toast = { id, type, message, timeoutMs, createdAt: Date.now() };
  if (opts.title !== undefined) toast.title = opts.title;
  if (opts.action !== undefined) toast.action = opts.action;
  clearTimer(id);
  store.set(toastsAtom, (list) => [...list.filter((t) => t.id !== id), toast]);
  if (timeoutMs !== null && timeoutMs > 0) startTimer(id, timeoutMs, store);
  return id;
}

function dismiss(id: string, store: SessionStore = sessionStore): void {
  clearTimer(id);
  const list = store.get(toastsAtom);
  if (list.some((t) => t.id === id)) store.set(toastsAtom, list.filter((t) => t.id !== id));
}

function clear(store: SessionStore = sessionStore): void {
  for (const id of [...timers.keys()]) clearTimer(id);
  store.set(toastsAtom, []);
}

/** Toast notifications (SPEC §2): success (green), warning (yellow), error (red); 5 s default time-out. */
export const notify = {
  success: (message: string, opts?: NotifyOptions): string => show('success', message, opts),
  warning: (message: string, opts?: NotifyOptions): string => show('warning', message, opts),
  error: (message: string, opts?: NotifyOptions): string => show('error', message, opts),
  show: (type: ToastType, message: string, opts?: NotifyOptions): string => show(type, message, opts),
  dismiss: (id: string): void => dismiss(id),
  clear: (): void => clear(),
  /** Holds the toast's time-out (hovered or focused); `resume` runs it on. */
  pause: (id: string): void => pause(id),
  resume: (id: string): void => resume(id),
};

/** For the host's ToastStack: the toasts and a dismiss function. */
export function useToasts(): { toasts: Toast[]; dismiss: (id: string) => void; pause: (id: string) => void; resume: (id: string) => void } {
  const toasts = useAtomValue(toastsAtom, { store: sessionStore });
  const onDismiss = useCallback((id: string) => dismiss(id), []);
  const onPause = useCallback((id: string) => pause(id), []);
  const onResume = useCallback((id: string) => resume(id), []);
  return { toasts, dismiss: onDismiss, pause: onPause, resume: onResume };
}
