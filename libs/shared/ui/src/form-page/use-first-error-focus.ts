import { useCallback, useEffect, useState, type RefObject } from 'react';
import { focusFirstError } from './focus-first-error';

/**
 * Asks for focus on the first field in error once the render that shows the errors has committed.
 * A requestAnimationFrame guess raced React's commit under load and sometimes found no error yet;
 * an effect keyed on the request runs after that very commit.
 */
export function useFirstErrorFocus(container: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstError(container.current);
  }, [request, container]);
  return useCallback(() => setRequest((count) => count + 1), []);
}
