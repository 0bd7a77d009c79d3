/**
 * Every call of the browser on the product's server, one module per area. Pages import one
 * endpoint at a time (`endpoints.passwordEdit`), so a page bundles only its own schemas; the
 * server registers every route from {@link endpointTable}.
 */
export * from './internal';
export * from './auth';
export * from './signup';
export * from './account';
export * from './multi-factor';
export * from './dev';
export * from './payment';
export * from './purchase';
export * from './oidc';
export * from './playback';
export * from './sessions';
export * from './billing';
export * from './external-identity';
