import { useEffect, useRef, useState } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useAuth } from '../auth/auth-store';
import { blockName } from '../schema/readable';
import { useBuilder } from '../store/store';
import { useLive } from './live-store';
import type { Peer } from './peers';

/** How an editor is named here: "You, in another tab" for this user's other tabs. */
function nameOf(peer: Peer, me: number | undefined): string {
  return peer.editor.id === me ? 'You, in another tab' : peer.editor.name;
}

/** What a peer is doing, in words: "editing Hero with image", or "viewing the page". */
function doing(peer: Peer): string {
  const { structure, components } = useBuilder.getState();
  const names = peer.selected
    .map((key) => structure.blocks.find((block) => block.__key === key))
    .filter((block) => block !== undefined)
    .map((block) => blockName(block.__component, components));
  return names.length ? `on ${names.join(', ')}` : 'viewing the page';
}

/** Who arrived and who left since the last list, as sentences for screen readers. */
function changes(before: Peer[], now: Peer[], me: number | undefined): string {
  const ids = (peers: Peer[]) => new Set(peers.map((peer) => peer.editor.id));
  const was = ids(before);
  const is = ids(now);
  const came = now.filter((peer) => !was.has(peer.editor.id)).map((peer) => `${nameOf(peer, me)} opened this page.`);
  const went = before.filter((peer) => !is.has(peer.editor.id)).map((peer) => `${nameOf(peer, me)} left this page.`);
  return [...came, ...went].join(' ');
}

/**
 * The other editors on the page, in the top bar: an avatar each (initials on their colour, the colour that marks
 * their selection in the outline and on the page), named with what they have selected. Pressing one selects the
 * block they are on. Arrivals and departures are announced.
 */
export function Avatars() {
  const peers = useLive((state) => state.peers);
  const me = useAuth((state) => state.user?.id);
  const [said, setSaid] = useState('');
  const shown = useRef<Peer[]>([]);
  useEffect(() => {
    const text = changes(shown.current, peers, me);
    shown.current = peers;
    if (text) setSaid(text);
  }, [peers, me]);
  return (
    <div className="live-avatars" data-testid="live-avatars">
      {peers.length > 0 && (
        <ul aria-label="Also on this page">
          {peers.map((peer) => {
            const label = `${nameOf(peer, me)}, ${doing(peer)}`;
            const style = { '--editor-colour': peer.editor.colour } as React.CSSProperties;
            return (
              <li key={peer.editor.id}>
                <TooltipTrigger delay={300} closeDelay={0}>
                  <Button
                    className="avatar"
                    style={style}
                    aria-label={peer.selected.length ? `${label}. Go to that block` : label}
                    data-editor={peer.editor.id}
                    onPress={() => peer.selected[0] && useBuilder.getState().select(peer.selected[0])}
                  >
                    <span aria-hidden="true">{peer.editor.initials}</span>
                  </Button>
                  <Tooltip className="tooltip" offset={6}>
                    {label}
                  </Tooltip>
                </TooltipTrigger>
              </li>
            );
          })}
          {peers.length > 2 && (
            // On a phone the bar shows two avatars and how many more, named for screen readers.
            <li className="avatar-more">
              <span aria-hidden="true">+{peers.length - 2}</span>
              <span className="sr-only">
                and{' '}
                {peers
                  .slice(2)
                  .map((peer) => nameOf(peer, me))
                  .join(', ')}
              </span>
            </li>
          )}
        </ul>
      )}
      <span className="sr-only" aria-live="polite">
        {said}
      </span>
    </div>
  );
}

/**
 * The other editors who have this outline row's block selected: their initials in their colour (`badges`, floated to
 * the row's right), and for screen readers ", selected by Ada Lovelace" after the row's name (`words`).
 */
export function RowMarks({ blockKey, as }: { blockKey: string; as: 'badges' | 'words' }) {
  const editors = useLive((state) => state.marks[blockKey]);
  if (!editors?.length) return null;
  if (as === 'words') return <span className="sr-only">, selected by {editors.map((editor) => editor.name).join(', ')}</span>;
  return (
    <span className="row-marks" aria-hidden="true" data-testid="row-marks">
      {editors.map((editor) => (
        <span key={editor.id} className="row-mark" style={{ '--editor-colour': editor.colour } as React.CSSProperties} title={editor.name}>
          {editor.initials}
        </span>
      ))}
    </span>
  );
}

/** The colour of the first other editor who has this block selected (the row's outline), or undefined. */
export const useMarkColour = (blockKey: string) => useLive((state) => state.marks[blockKey]?.[0]?.colour);
