import { gzipSync } from 'node:zlib';
import { generate } from '../src/core/generate';
import { launch } from '../e2e/browser';
import { bundle, buildWidget } from './build';
import { startServer } from './server';

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

interface Size {
  min: number;
  gzip: number;
  chunks: number;
  /** esbuild's metafile: bytes each input file contributes to the entry's output (before the terser pass) */
  inputs: [string, number][];
}

async function bundleSize(entry: string, splitting: boolean): Promise<Size> {
  // the shipped pipeline (scripts/build.ts): the figure is what dist/ carries, and for the core everything normalize,
  // validate and generate need (src/core/index.ts exports them and their helpers)
  const { files, metafile } = await bundle({ entryPoints: [entry], splitting, outdir: 'bench-out', metafile: true });
  const name = entry
    .split('/')
    .pop()!
    .replace(/\.tsx?$/, '.js');
  const main = files.find((f) => f.path.endsWith(`bench-out/${name}`))!;
  const output = Object.entries(metafile!.outputs).find(([path]) => path.endsWith(`bench-out/${name}`))![1];
  const inputs = Object.entries(output.inputs)
    .map(([path, v]): [string, number] => [path.replace(/^src\//, ''), v.bytesInOutput])
    .sort((a, b) => b[1] - a[1]);
  return { min: main.contents.length, gzip: gzipSync(main.contents, { level: 9 }).length, chunks: files.length - 1, inputs };
}

async function renderTime(): Promise<number[]> {
  await buildWidget();
  const server = await startServer(0);
  const browser = await launch();
  const times: number[] = [];
  try {
    for (let run = 0; run < 5; run++) {
      const page = await browser.newPage();
      await page.goto(`${server.url}/e2e/pages/blank.html`);
      await page.waitForFunction(() => customElements.get('add-to-calendar-button'));
      // a string, so that no build helper leaks into the page
      const ms = await page.evaluate<number>(`(async () => {
        const start = performance.now();
        let html = '';
        for (let i = 0; i < 100; i++) {
          html += '<add-to-calendar-button name="Event ' + i + '" startDate="2030-05-' + String((i % 28) + 1).padStart(2, '0') + '" startTime="10:00" endTime="11:00" timeZone="Europe/Berlin" options="\\'Apple\\',\\'Google\\',\\'iCal\\',\\'Outlook.com\\'"></add-to-calendar-button>';
        }
        document.body.innerHTML = html;
        await new Promise((resolve) => {
          const check = () => {
            const all = [...document.querySelectorAll('add-to-calendar-button')];
            if (all.every((el) => el.getAttribute('atcb-state') === 'ready' && el.shadowRoot.querySelector('.atcb-trigger'))) resolve();
            else requestAnimationFrame(check);
          };
          check();
        });
        return performance.now() - start;
      })()`);
      times.push(ms);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return times;
}

function icsPerSecond(): { perSecond: number; count: number } {
  const config = {
    name: 'Benchmark event',
    description: 'Agenda[br]Talks and demos',
    startDate: '2026-05-01',
    startTime: '10:00',
    endTime: '11:30',
    timeZone: 'Europe/Berlin',
    location: 'Berlin',
    options: ['iCal'],
  };
  const ctx = { now: Date.UTC(2026, 0, 1), userTimeZone: 'Europe/Berlin' };
  for (let i = 0; i < 200; i++) generate(config, ctx);
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < 2000) {
    generate({ ...config, name: `Benchmark ${count}` }, ctx);
    count++;
  }
  return { perSecond: Math.round((count * 1000) / (performance.now() - start)), count };
}

const element = await bundleSize('src/element/define.ts', true);
const core = await bundleSize('src/core/index.ts', false);
console.log(`element bundle (min+gzip, languages on demand): ${kb(element.gzip)}  (min ${kb(element.min)}, ${element.chunks} lazy chunks)  target <= 25 KB`);
console.log(`core alone (min+gzip):                          ${kb(core.gzip)}  (min ${kb(core.min)}, ${core.gzip} B)  target <= 10 KB`);
console.log(
  `core by input (esbuild metafile, min bytes before terser): ${core.inputs
    .filter(([, b]) => b > 0)
    .map(([f, b]) => `${f} ${b}`)
    .join(', ')}`,
);
const ics = icsPerSecond();
console.log(`.ics generations per second (generate(), Europe/Berlin, VTIMEZONE): ${ics.perSecond}/s`);
const times = await renderTime();
const sorted = [...times].sort((a, b) => a - b);
console.log(`render 100 buttons in Chromium: median ${sorted[2].toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`);
