import type { LocalDateTime } from './types';

const DAY_MS = 86_400_000;

/** Caches a function's results by its arguments (joined with '|'); a call that throws is not cached. */
export function memo<A extends (string | number)[], T>(fn: (...args: A) => T): (...args: A) => T {
  const cache = new Map<string, T>();
  return (...args) => {
    const key = args.join('|');
    if (!cache.has(key)) cache.set(key, fn(...args));
    return cache.get(key)!;
  };
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** Parses 'YYYY-MM-DD' (a real calendar day). */
export function parseDate(s: string | undefined): { y: number; m: number; d: number } | null {
  const [, y, m, d] = (/^(\d{4})-(\d\d)-(\d\d)$/.exec(s ?? '') ?? []).map(Number);
  return m && m < 13 && d && d <= daysInMonth(y, m) ? { y, m, d } : null;
}

/** Parses 'HH:MM' with hours 0-23 and minutes 0-59. */
export function parseTime(s: string | undefined): { h: number; mi: number } | null {
  const [, h, mi] = (/^(\d\d):(\d\d)$/.exec(s ?? '') ?? []).map(Number);
  return h < 24 && mi < 60 ? { h, mi } : null;
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Days since 1970-01-01 for a calendar date. */
export function epochDay(y: number, m: number, d: number): number {
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
}

export function fromEpochDay(day: number): { y: number; m: number; d: number } {
  const dt = new Date(day * DAY_MS);
  return { y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate() };
}

/** 0 = Monday … 6 = Sunday (the order of RFC 5545 weekday codes starting at MO). */
export function weekdayOfEpochDay(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

export function addDaysLocal(dt: LocalDateTime, days: number): LocalDateTime {
  return { ...dt, ...fromEpochDay(epochDay(dt.y, dt.m, dt.d) + days) };
}

/** Minutes since the epoch as if the wall time were UTC: handy for durations and ordering of wall times. */
export function wallMinutes(dt: LocalDateTime): number {
  return epochDay(dt.y, dt.m, dt.d) * 1440 + dt.h * 60 + dt.mi;
}

export function fromWallMinutes(min: number): LocalDateTime {
  const day = Math.floor(min / 1440);
  const rest = min - day * 1440;
  return { ...fromEpochDay(day), h: Math.floor(rest / 60), mi: rest % 60 };
}

/** 2026-01-02 (the ISO text of that day's midnight in UTC) */
export const isoDate = (dt: { y: number; m: number; d: number }): string => isoUtc(epochDay(dt.y, dt.m, dt.d) * DAY_MS).slice(0, 10);
/** 20260102T030400 (the wall time read as UTC) */
export const compactDateTime = (dt: LocalDateTime): string => compactUtc(wallMinutes(dt) * 60_000).slice(0, 15);
export const isoTime = (dt: LocalDateTime): string => `${pad(dt.h)}:${pad(dt.mi)}`;

/** 2026-01-02T03:04:05Z from an instant. */
export const isoUtc = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;

/** ISO text without its separators: 20260102, 20260102T030405Z. */
export const compact = (iso: string): string => iso.replace(/[-:]/g, '');

/** 20260102T030405Z from an instant. */
export const compactUtc = (ms: number): string => compact(isoUtc(ms));

/** Accepts 'YYYYMMDDTHHMMSSZ' only (the created/updated format). */
export const isCompactUtc = (s: string): boolean => /^\d{8}T\d{6}Z$/.test(s);
