// shared-kit: the one module every remote shares (a Module Federation singleton). Only what must be
// one instance in the page: the session store, the query client, the API client's core (one shared
// refresh), the theme and the design components. The contract is not here: each remote compiles in
// its own from api-contract, and the calls only remotes make live in api-calls.
export * from './design';
export * from './client';
export * from './remote';
export * from './server-view';
