import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// jsdom has no layout or scrolling; ScrollRestoration and the slider call these.
window.scrollTo = () => undefined;
Element.prototype.scrollBy = function scrollBy() {
  // no layout in jsdom
};
