// api-contract/common: what every module builds on. The limits, the shared schema pieces (ids,
// dates, text, cursors, statuses, validation messages), and the endpoint type with the helpers a
// caller uses on any entry (`endpointPath`, `endpointKey`).
export * from './limits';
export * from './schemas';
export * from './endpoint';
