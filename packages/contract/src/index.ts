export * from './catalog.ts';
export * from './catalog-ids.ts';
export * from './envelope.ts';
export * from './fields.ts';
export * from './inbox.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './system.ts';
