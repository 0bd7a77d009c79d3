export * from './route-table';
export * from './match-route';
export * from './namespaces';
export * from './href';
export * from './logout-navigation';
export * from './remote-release';
export * from './payment-pages';
export * from './purchase-paths';
