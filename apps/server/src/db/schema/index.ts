export * from './stores';
export * from './policies';
export * from './plans';
export * from './sessions';
export * from './mail';
export * from './secrets';
export * from './accounts';
export * from './signup';
