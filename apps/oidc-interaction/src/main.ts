// The dev server's entry; the async boundary lets federation set up shared modules first.
void import('./standalone');
