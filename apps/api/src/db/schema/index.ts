export * from './audit';
export * from './auth';
export * from './clubs';
export * from './profiles';
export * from './users';
