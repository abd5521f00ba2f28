// The export order decides the order of the modules in the bundle (esbuild emits them as it first meets them), which
// changes the gzip size by a few dozen bytes: this is the smallest order found for dist/core.js (see README, Benchmark).
export { escapeText, foldLine } from './ics/format';
export { descriptionVariants, cleanText } from './text';
export { isValidEmail } from './email';
export { isValidTimeZone, localToUtc, utcToLocal, offsetAt } from './timezone/offset';
export { parseRRule, formatRRule, expandDays } from './recurrence/rrule';
export { normalize } from './normalize';
export { buildIcs } from './ics/build';
export { validate, validationReasons, errorPrefix, GenerationError } from './validate';
export { generate, icsDataUrl, type DateResult, type GenerateResult, type NoneReason, type OptionResult } from './generate';
export type { NormalizedConfig, NormalizedDate } from './normalized';
export * from './types';
export { toFlag, toList, toObject } from './parse';
