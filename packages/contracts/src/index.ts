export * from './errors';
export * from './money';
export * from './languages';
export * from './fields';
export * from './auth';
export * from './member';
export * from './settings';
