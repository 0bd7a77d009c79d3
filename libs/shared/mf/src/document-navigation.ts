/**
 * Full-page navigation in one object, so tests can observe it (jsdom's window.location cannot be
 * replaced) and so every place that leaves the single-page app is easy to find.
 */
export const documentNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
