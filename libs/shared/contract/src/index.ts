export * from './errors';
export * from './paths';
export * from './store';
export * from './plans';
export * from './screen-data';
export * from './remotes';
export * from './form-rules';
export * from './dev-mailbox';
