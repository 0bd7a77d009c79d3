export * from './remote-contract';
export * from './pages-from-glob';
export * from './standalone';
