export * from './common';
export * from './roles';
export * from './plans';
export * from './auth';
export * from './users';
export * from './projects';
export * from './config';
export * from './messages';
