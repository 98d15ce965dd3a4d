// api-contract/system: the system-level routes' contract (api/src/plugins/health). Its endpoint
// entries are the `system` namespace (`system.health`).
export * from './health';
export * as system from './endpoints';
