export * from './common/db-bounds';
export * from './common/errors';
export * from './common/features';
export * from './common/hydra';
export * from './common/identification';
export * from './common/ids';
export * from './common/locales';
export * from './common/locale-schemas';
export * from './common/roles';
export * from './common/route';
export * from './account-claims';
export * from './app-config';
export * from './accounts';
export * from './auth';
export * from './clubs';
export * from './club-settings';
export * from './impersonation';
export * from './member-card';
export * from './onboarding';
export * from './outbox';
export * from './people';
export * from './people-import';
export * from './profile';
export * from './teams';
export * from './teams.routes';

/** Product name, shown in tab titles as "Tribuna - {title}". */
export const PRODUCT_NAME = 'Tribuna';
/** Release version (spec 9). */
export const RELEASE_VERSION = '4.19.0';
