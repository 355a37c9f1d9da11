// The login form is in the HTML before JavaScript runs (see host/README.md, "First paint"). A visitor may type into
// it before the app starts; React then replaces that markup with the live form, which starts from what was typed.

const FORM_SELECTOR = 'form[data-prerendered]';

function prerenderedForm(): HTMLFormElement | null {
  return typeof document === 'undefined' ? null : document.querySelector<HTMLFormElement>(FORM_SELECTOR);
}

function fieldOf(form: HTMLFormElement | null, name: string): HTMLInputElement | null {
  if (!form) return null;
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field : null;
}

/** What was typed into the prerendered form's field `name` (empty when there was no such form). */
export function typedBeforeStart(name: string): string {
  return fieldOf(prerenderedForm(), name)?.value ?? '';
}

/** The name of the prerendered form's field that has the focus, if one has. */
export function focusedBeforeStart(): string | null {
  const form = prerenderedForm();
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return form && active instanceof HTMLInputElement && form.contains(active) ? active.name : null;
}

/** Gives the live form's field `name` the focus the prerendered one had, caret at the end of what was typed. */
export function restoreFocus(form: HTMLFormElement | null, name: string | null): void {
  const field = name ? fieldOf(form, name) : null;
  if (!field) return;
  field.focus();
  field.setSelectionRange?.(field.value.length, field.value.length);
}
