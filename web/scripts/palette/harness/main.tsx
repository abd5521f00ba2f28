/**
 * Renders every palette block's sample with the site's own block registry and styles (web/blocks,
 * web/app/globals.css), one block per frame-wide box, for the generator to photograph. Only run by
 * `npm run generate:palette`; never part of the site's or the builder's bundle.
 */
import { createRoot } from 'react-dom/client';
import type { Block } from 'contract/blocks';
import { Blocks } from '../../../blocks/registry';
import '../../../app/globals.css';
import samples from 'virtual:palette-samples';

function Harness() {
  return (
    <main>
      {(samples as Array<{ uid: string; block: Block }>).map(({ uid, block }) => (
        <div key={uid} data-palette-uid={uid} style={{ maxHeight: 800, overflow: 'hidden' }}>
          <Blocks blocks={[block]} locale="en-US" />
        </div>
      ))}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Harness />);
