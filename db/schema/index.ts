/** The database schema, one file per feature that owns its tables (drizzle-kit reads this folder). */
export * from './accounts';
export * from './alerts';
export * from './admin';
export * from './applications';
export * from './company-profile';
export * from './credits';
export * from './cvs';
export * from './dashboard';
export * from './dev';
export * from './hiring';
export * from './jobs';
export * from './lookups';
export * from './matching';
export * from './notifications';
export * from './programs';
export * from './security';
export * from './skill-requests';
