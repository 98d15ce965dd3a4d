// shared-kit: the one module every remote shares (a Module Federation singleton).
export * from 'api-contract';
export * from './design';
export * from './client';
export * from './remote';
export { REMOTE_NAMES, federationName } from './client/remotes';
