import { useEffect, useMemo, useState } from 'react';
import { reportError } from '../app/report-error';
import type { PageType } from 'contract/rules';
import { listVersions, readVersion, type Version, type VersionSummary } from './api';
import { diffSnapshots } from './diff';

/**
 * The versions of a page locale (newest first, null until read), the one picked (at first the
 * newest) and the one it is compared with (at first the one before it), each read once, and what
 * changed between those two, oldest first (null until both are read).
 */
export function useVersionHistory(type: PageType, documentId: string, locale: string) {
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [compareWith, setCompareWith] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<Record<number, Version>>({});

  useEffect(() => {
    let current = true;
    listVersions(type, documentId, locale).then(
      (list) => {
        if (!current) return;
        setVersions(list);
        if (list.length) {
          setSelected(list[0]!.id);
          setCompareWith(list[1]?.id ?? null);
        }
      },
      (error) => current && reportError('Loading the history', error),
    );
    return () => {
      current = false;
    };
  }, [type, documentId, locale]);

  useEffect(() => {
    for (const id of [selected, compareWith]) {
      if (id === null || loaded[id]) continue;
      readVersion(type, documentId, locale, id).then(
        (version) => setLoaded((all) => ({ ...all, [id]: version })),
        (error) => reportError('Loading a version', error),
      );
    }
  }, [selected, compareWith, loaded, type, documentId, locale]);

  const pick = (id: number) => {
    setSelected(id);
    const index = versions?.findIndex((v) => v.id === id) ?? -1;
    setCompareWith(versions?.[index + 1]?.id ?? null);
  };

  const diff = useMemo(() => {
    if (selected === null || compareWith === null || !loaded[selected] || !loaded[compareWith]) return null;
    const [older, newer] = [loaded[selected]!, loaded[compareWith]!].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
    return { older: older!, newer: newer!, changes: diffSnapshots(older!.snapshot, newer!.snapshot) };
  }, [selected, compareWith, loaded]);

  return { versions, selected, compareWith, setCompareWith, pick, diff };
}
