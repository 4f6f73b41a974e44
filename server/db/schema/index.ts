export * from './common';
export * from './users';
export * from './settings';
export * from './catalogue';
export * from './shipping';
export * from './member';
export * from './orders';
export * from './money';
