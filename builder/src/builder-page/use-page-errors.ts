import { useEffect, useMemo, useState } from 'react';
import { draftErrors } from '../outline/block-index';
import { stillRefused, useSession } from '../publish/session-store';
import { useBuilder } from '../store/store';
import { PAGE_UID } from 'contract/rules';
import { errorMapOf, type ErrorMap } from './error-map';

/** The page's problems by field path: the schema's rules broken, and fields the CMS refused that still hold the refused value. */
export function usePageErrors(): ErrorMap {
  const structure = useBuilder((state) => state.structure);
  const components = useBuilder((state) => state.components);
  const contentTypes = useBuilder((state) => state.contentTypes);
  const type = useBuilder((state) => state.document?.type);
  const refused = useSession((state) => state.refused);
  const errors = useMemo(() => {
    const contentType = type ? contentTypes[PAGE_UID[type]] : undefined;
    return [...draftErrors(structure, components, contentType), ...stillRefused(refused, structure)];
  }, [structure, components, contentTypes, type, refused]);
  // An alert naming the page's problems goes once none is left (errors stay until dismissed or fixed).
  const fixed = errors.length === 0;
  useEffect(() => {
    if (fixed) useBuilder.getState().problemsFixed();
  }, [fixed]);
  // The same object while the problems are unchanged: typing re-renders only the field typed in.
  // Kept from the previous render in state (React's pattern for it): adjusted here, not in an effect.
  const [kept, setKept] = useState<{ errors: typeof errors; errorMap: ErrorMap }>(() => ({ errors, errorMap: errorMapOf(errors, null) }));
  if (kept.errors === errors) return kept.errorMap;
  const errorMap = errorMapOf(errors, kept.errorMap);
  setKept({ errors, errorMap });
  return errorMap;
}
