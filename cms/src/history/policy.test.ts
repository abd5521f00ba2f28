import { describe, expect, it } from 'vitest';
import { versionsToPrune, type VersionStamp } from './policy';

const NOW = Date.UTC(2026, 4, 20, 12, 30);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
let next = 1;
const v = (ageMs: number, kind: VersionStamp['kind'] = 'draft'): VersionStamp => ({ id: next++, kind, createdAt: NOW - ageMs });

describe('versionsToPrune (the history policy)', () => {
  it('keeps every version of the last hour', () => {
    const versions = [v(0), v(MIN), v(2 * MIN), v(59 * MIN)];
    expect(versionsToPrune(versions, NOW)).toEqual([]);
  });

  it('keeps the newest of each clock hour for a day, the newest of each UTC day for 30 days, and nothing older', () => {
    const newest = v(5 * MIN);
    // 12:30 now: 10:00-10:59 is one hour bucket (two versions: 10:50 stays), 09:10 another.
    const at1050 = v(HOUR + 40 * MIN);
    const at1010 = v(2 * HOUR + 20 * MIN);
    const at0910 = v(3 * HOUR + 20 * MIN);
    // Three days ago: two versions on that UTC day, the later stays.
    const day3late = v(3 * DAY);
    const day3early = v(3 * DAY + 2 * HOUR);
    const tooOld = v(31 * DAY);
    const dropped = versionsToPrune([at1010, newest, day3early, at1050, tooOld, at0910, day3late], NOW);
    expect(dropped.sort()).toEqual([at1010.id, day3early.id, tooOld.id].sort());
  });

  it('keeps every publish version, however old, and does not let one stand for a draft bucket', () => {
    const newest = v(0);
    const oldPublish = v(400 * DAY, 'publish');
    const publishInHour = v(2 * HOUR, 'publish');
    const draftInHour = v(2 * HOUR + MIN);
    const olderDraftInHour = v(2 * HOUR + 2 * MIN);
    expect(versionsToPrune([newest, oldPublish, publishInHour, draftInHour, olderDraftInHour], NOW)).toEqual([olderDraftInHour.id]);
  });

  it('thins restores like drafts and always keeps the newest version, even when it is older than the policy keeps', () => {
    const lone = v(90 * DAY, 'restore');
    expect(versionsToPrune([lone], NOW)).toEqual([]);
    const restore = v(2 * DAY + HOUR, 'restore');
    const draftSameDay = v(2 * DAY + 2 * HOUR);
    expect(versionsToPrune([v(0), restore, draftSameDay], NOW)).toEqual([draftSameDay.id]);
  });
});
