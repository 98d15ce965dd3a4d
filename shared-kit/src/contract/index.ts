// The API contract: zod schemas for every call of SPEC section 7. No React here: the API imports it.
export * from './limits';
export * from './common';
export * from './paths';
export * from './auth';
export * from './system';
export * from './student';
export * from './employer';
export * from './places';
