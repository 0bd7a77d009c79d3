// A secondary entry (`@vs/mf/testing`) for the remotes' component tests: render a page inside the
// shell's router, theme and i18n, and answer its calls at `fetch`. Never imported by production code.
export { renderPage, type RenderPageOptions, type RenderedPage } from './render-page';
export { mockFetch, apiError, type MockAnswer, type RecordedCall } from './mock-fetch';
export { setTestLanguage } from './test-i18n';
