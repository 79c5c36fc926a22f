/**
 * After a refused save the first field marked invalid in the open form gets focus and comes into view, so that a
 * person using a keyboard, a screen reader or a small screen lands on what to fix instead of on the button.
 * Two frames: the field messages render after the form's state changes.
 */
export function focusFirstInvalid(): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const active = document.activeElement instanceof HTMLElement ? document.activeElement.closest('form') : null;
      const scopes = [active, document.querySelector('main')].filter((scope): scope is HTMLElement => scope !== null);
      for (const scope of scopes) {
        const field = scope.querySelector<HTMLElement>('[aria-invalid="true"]');
        if (!field) continue;
        field.focus({ preventScroll: true });
        field.scrollIntoView({ block: 'center' });
        return;
      }
    }),
  );
}
