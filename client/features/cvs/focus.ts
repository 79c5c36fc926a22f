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

/** The id of the item a save answered: tRPC answers the item, REST `{ <reply key>: item }`. */
export function savedItemId(data: unknown): number | undefined {
  if (!data || typeof data !== 'object') return undefined;
  if ('id' in data && typeof data.id === 'number') return data.id;
  for (const value of Object.values(data)) {
    const id = value && typeof value === 'object' && 'id' in value && typeof value.id === 'number' ? value.id : undefined;
    if (id !== undefined) return id;
  }
  return undefined;
}
