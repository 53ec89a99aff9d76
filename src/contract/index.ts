export * from './common';
export * from './text';
export * from './product';
export * from './category';
export * from './favorite';
export * from './user';
export * from './endpoints';
