/**
 * Moves focus to the first control marked invalid inside `container` and scrolls it to the middle
 * of the screen (spec 001 §8: the sign-up error "scrolls to the field"). Runs after the errors have
 * rendered, so call it from an effect or after a state update has flushed.
 */
export function focusFirstError(container: HTMLElement | null): boolean {
  const target = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return false;
  const first = target.matches('fieldset, [role="radiogroup"], [role="group"]')
    ? (target.querySelector<HTMLElement>('input') ?? target)
    : target;
  first.focus({ preventScroll: true });
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  return true;
}
