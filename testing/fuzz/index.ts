/**
 * The fuzzing harness, for other workspaces' fuzz tests (`cms/fuzz`): a seeded generator of random
 * choices, a sender that tells a 5xx from a reset or a hang on a real socket, and the run that
 * counts them. Each workspace brings its own request generator (the CMS's is fuzz/requests.ts).
 */
export { Random } from './random';
export { Deep, toJson } from './json';
export { describeRequest, type FuzzRequest } from './request';
export { send, type Outcome } from './send';
export { describeFailure, runFuzz, summary, type Failure, type FuzzOptions, type FuzzResult } from './run';
