/**
 * Text for the bench articles that behaves like real text under a search engine: words of the
 * trades the sample vendor serves, drawn by Zipf's law (the k-th most common word about 1/k as often
 * as the first), so a few words are on most pages, many on some, most on few; with the function words
 * ("the", "of", "and") that real sentences hold between them, which the engines drop as stop words.
 */

/** Content words, most common first: their rank sets how often they are drawn. */
const CONTENT_WORDS = `
design project building team studio site model client construction space
data energy city project plan public office light market structure
housing steel timber concrete facade workflow drawing review process detail
landscape stage venue interior budget schedule material system software coordination
community water climate carbon renovation retrofit school hospital museum library
analysis survey planning zoning permit contract delivery tender safety quality
render visualization lighting acoustics rigging audience festival theatre concert tour
workplace furniture finishes color texture daylight ventilation insulation roof glazing
bridge tunnel road transit station airport harbor waterfront park garden
mass engineering architecture modular prefabrication digital twin cloud collaboration standard
practice partner firm consultant engineer architect designer planner manager contractor
owner developer investor tenant resident visitor student teacher patient artist
grading drainage stormwater irrigation planting trees soil wetland habitat biodiversity
energy solar wind battery heating cooling pump grid metering emissions
cost estimate procurement supply logistics crane formwork rebar foundation excavation framing
scan point cloud survey drone photogrammetry laser measurement tolerance clash detection
exchange format schema library template family parameter annotation sheet revision issue
meeting deadline milestone handover commissioning inspection maintenance operation lifecycle asset
heritage restoration conservation adaptive reuse warehouse factory campus tower pavilion hall
kitchen bathroom lobby atrium courtyard terrace balcony staircase corridor entrance
exhibition installation sculpture mural gallery screen projection sound speaker microphone
ticket crowd security barrier power generator cable truss motor hoist load
ceremony award competition jury shortlist winner entry proposal concept sketch
research study report paper survey interview lesson insight trend forecast
community neighborhood district region village suburb downtown coast mountain valley
accessibility inclusion wellbeing health comfort noise privacy security resilience flood
wildfire earthquake hurricane storm heat drought retrofit upgrade resilience adaptation
steelwork glulam plywood masonry brick stone glass aluminum copper zinc
parametric generative algorithm script automation plugin interface dashboard report export
training workshop webinar conference keynote panel session booth demo launch
release update version feature improvement performance speed stability compatibility support
customer story interview profile spotlight partnership acquisition office opening hire
mentor apprentice graduate intern career culture value mission vision strategy
`;

/** Function words of English sentences: PostgreSQL's english configuration drops them all. */
const FUNCTION_WORDS = ['the', 'of', 'and', 'a', 'to', 'in', 'for', 'with', 'on', 'from', 'by', 'at', 'as', 'their', 'its', 'into', 'over', 'our'];

const VERBS = [
  'shapes',
  'brings',
  'improves',
  'connects',
  'speeds',
  'reshapes',
  'supports',
  'guides',
  'opens',
  'frames',
  'balances',
  'tests',
  'measures',
  'links',
  'protects',
  'extends',
];

export const BENCH_VOCABULARY: readonly string[] = [...new Set(CONTENT_WORDS.split(/\s+/).filter(Boolean))];

/** Cumulative Zipf–Mandelbrot weights (1 / (rank + 5)) over `size` ranks, for sampling by binary search. */
function cumulative(size: number): Float64Array {
  const sums = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank++) {
    total += 1 / (rank + 5);
    sums[rank] = total;
  }
  for (let rank = 0; rank < size; rank++) sums[rank] /= total;
  return sums;
}

function drawRank(sums: Float64Array, random: () => number): number {
  const target = random();
  let low = 0;
  let high = sums.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sums[middle] < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

const WORD_WEIGHTS = cumulative(BENCH_VOCABULARY.length);

/** One content word, drawn by Zipf's law. */
export function zipfWord(random: () => number): string {
  return BENCH_VOCABULARY[drawRank(WORD_WEIGHTS, random)];
}

/**
 * Names of projects and places, the long tail of real news text: 40,000 made of syllables
 * ("Belmora", "Kavinto"), also drawn by Zipf's law, so most are on a handful of pages.
 */
const SYLLABLES = ['bel', 'mo', 'ra', 'ka', 'vin', 'to', 'lu', 'sen', 'dor', 'ami', 'tre', 'no', 'ves', 'ta', 'qui', 'lo', 'mar', 'ise', 'gal', 'den'];
const NAME_COUNT = 40_000;
const NAME_WEIGHTS = cumulative(NAME_COUNT);

function nameOf(index: number): string {
  let n = index;
  let name = '';
  // Three syllables from the index (20³ = 8,000), a fourth from what is left: every index its own name.
  for (let i = 0; i < 3; i++) {
    name += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  }
  if (n > 0) name += SYLLABLES[n % SYLLABLES.length];
  return `${name[0].toUpperCase()}${name.slice(1)}`;
}

/** A project's or place's name, drawn by Zipf's law among 40,000. */
export function properName(random: () => number): string {
  return nameOf(drawRank(NAME_WEIGHTS, random));
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** A sentence of about `length` words: content words, a verb, function words between them, a capital and a full stop. */
export function sentence(random: () => number, length: number): string {
  const parts: string[] = [];
  const verbAt = 1 + Math.floor(random() * Math.max(1, length - 2));
  const nameAt = random() < 0.5 ? Math.floor(random() * length) : -1;
  for (let i = 0; i < length; i++) {
    if (i === verbAt) parts.push(pick(random, VERBS));
    else if (i === nameAt) parts.push(properName(random));
    else if (i > 0 && random() < 0.35) parts.push(pick(random, FUNCTION_WORDS));
    else parts.push(zipfWord(random));
  }
  const text = parts.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** A title's subject: two or three content words ("timber facade", "stage lighting review"), sometimes a name first. */
export function subject(random: () => number): string {
  const length = random() < 0.6 ? 2 : 3;
  const words: string[] = random() < 0.3 ? [properName(random)] : [];
  const goal = words.length + length;
  while (words.length < goal) {
    const word = zipfWord(random);
    if (!words.includes(word)) words.push(word);
  }
  return words.join(' ');
}

/** A body of `sentences` sentences, as the HTML of a rich-text field. */
export function paragraphs(random: () => number, sentences: number): string {
  const list: string[] = [];
  for (let i = 0; i < sentences; i++) list.push(sentence(random, 8 + Math.floor(random() * 10)));
  const half = Math.ceil(list.length / 2);
  return `<p>${list.slice(0, half).join(' ')}</p><p>${list.slice(half).join(' ')}</p>`;
}
