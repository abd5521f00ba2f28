import type { LocalDateTime } from './types';

const DAY_MS = 86_400_000;

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** Parses 'YYYY-MM-DD' (exactly 10 characters, three parts, a real calendar day). */
export function parseDate(s: string | undefined): { y: number; m: number; d: number } | null {
  if (!s || s.length !== 10) return null;
  const parts = s.split('-');
  if (parts.length !== 3 || !/^\d{4}$/.test(parts[0]) || !/^\d\d$/.test(parts[1]) || !/^\d\d$/.test(parts[2])) return null;
  const [y, m, d] = parts.map(Number);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

/** Parses 'HH:MM' with hours 0-23 and minutes 0-59. */
export function parseTime(s: string | undefined): { h: number; mi: number } | null {
  if (!s || !/^\d\d:\d\d$/.test(s)) return null;
  const h = Number(s.slice(0, 2));
  const mi = Number(s.slice(3));
  return h > 23 || mi > 59 ? null : { h, mi };
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

export const isoDate = (dt: { y: number; m: number; d: number }): string => `${pad(dt.y, 4)}-${pad(dt.m)}-${pad(dt.d)}`;
export const compactDate = (dt: { y: number; m: number; d: number }): string => `${pad(dt.y, 4)}${pad(dt.m)}${pad(dt.d)}`;
export const compactDateTime = (dt: LocalDateTime): string => `${compactDate(dt)}T${pad(dt.h)}${pad(dt.mi)}00`;
export const isoTime = (dt: LocalDateTime): string => `${pad(dt.h)}:${pad(dt.mi)}`;

/** 20260102T030405Z from an instant. */
export function compactUtc(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** 2026-01-02T03:04:05Z from an instant. */
export function isoUtc(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}/, '');
}

/** Resolves 'today' and 'today+N' against today's date; other strings pass through. */
export function resolveRelativeDate(value: string, today: { y: number; m: number; d: number }): string {
  const match = /^today(?:\+(\d+))?$/i.exec(value.trim());
  if (!match) return value.trim();
  return isoDate(fromEpochDay(epochDay(today.y, today.m, today.d) + Number(match[1] ?? 0)));
}

/** Accepts 'YYYYMMDDTHHMMSSZ' only (the created/updated format). */
export const isCompactUtc = (s: string): boolean => /^\d{8}T\d{6}Z$/.test(s);
