/**
 * The sample images shipped in seeds/assets/ (generated once by scripts/generate-images.ts). Content
 * refers to them by name; the seed uploads each once and swaps the name for the upload's file id.
 * Photos are 1200×675 illustrations; logos (motif 'logo') are customer logos about 100 px high.
 */
export type Motif = 'towers' | 'hills' | 'stage' | 'interior' | 'grid' | 'crowd' | 'portrait' | 'logo';

export interface ImageDefinition {
  file: string;
  label: string;
  alt: string;
  motif: Motif;
  /** background, mid tone, accent */
  palette: readonly [string, string, string];
}

export const IMAGES = [
  {
    file: 'seed-skyline-dusk.jpg',
    label: 'Skyline at dusk',
    alt: 'Stylised city skyline at dusk',
    motif: 'towers',
    palette: ['#1d2b53', '#7e2553', '#ff77a8'],
  },
  { file: 'seed-office-tower.jpg', label: 'Office tower', alt: 'Stylised glass office towers', motif: 'towers', palette: ['#0f4c5c', '#5f0f40', '#fb8b24'] },
  {
    file: 'seed-museum-facade.jpg',
    label: 'Museum facade',
    alt: 'Stylised museum facade in warm tones',
    motif: 'towers',
    palette: ['#3d405b', '#81b29a', '#f2cc8f'],
  },
  {
    file: 'seed-park-hills.jpg',
    label: 'Park landscape',
    alt: 'Rolling park landscape with trees',
    motif: 'hills',
    palette: ['#a8dadc', '#2a9d8f', '#264653'],
  },
  {
    file: 'seed-campus-green.jpg',
    label: 'Campus green',
    alt: 'University campus green with trees',
    motif: 'hills',
    palette: ['#caf0f8', '#52b788', '#1b4332'],
  },
  { file: 'seed-waterfront.jpg', label: 'Waterfront', alt: 'Waterfront promenade landscape', motif: 'hills', palette: ['#ffe8d6', '#6b9080', '#344e41'] },
  {
    file: 'seed-concert-stage.jpg',
    label: 'Concert stage',
    alt: 'Concert stage with lighting rig',
    motif: 'stage',
    palette: ['#10002b', '#3c096c', '#e0aaff'],
  },
  {
    file: 'seed-theatre-lights.jpg',
    label: 'Theatre lighting',
    alt: 'Theatre stage under spotlights',
    motif: 'stage',
    palette: ['#03071e', '#370617', '#ffba08'],
  },
  {
    file: 'seed-lobby-interior.jpg',
    label: 'Hotel lobby',
    alt: 'Hotel lobby interior with seating',
    motif: 'interior',
    palette: ['#e9d8a6', '#94d2bd', '#bb3e03'],
  },
  { file: 'seed-workspace.jpg', label: 'Open workspace', alt: 'Open-plan workspace interior', motif: 'interior', palette: ['#edf2f4', '#8d99ae', '#2b2d42'] },
  { file: 'seed-floor-plan.jpg', label: 'Floor plan', alt: 'Blueprint-style floor plan', motif: 'grid', palette: ['#003566', '#001d3d', '#ffc300'] },
  { file: 'seed-bim-model.jpg', label: 'BIM model', alt: 'Technical grid of a BIM model', motif: 'grid', palette: ['#22223b', '#4a4e69', '#c9ada7'] },
  {
    file: 'seed-conference.jpg',
    label: 'Design summit',
    alt: 'Audience at a design conference keynote',
    motif: 'crowd',
    palette: ['#14213d', '#fca311', '#e5e5e5'],
  },
  {
    file: 'seed-webinar.jpg',
    label: 'Live webinar',
    alt: 'Presenter on a large screen during a webinar',
    motif: 'crowd',
    palette: ['#023047', '#219ebc', '#8ecae6'],
  },
  { file: 'seed-portrait-a.jpg', label: 'Portrait', alt: 'Stylised portrait silhouette', motif: 'portrait', palette: ['#f4acb7', '#9d8189', '#6d597a'] },
  {
    file: 'seed-portrait-b.jpg',
    label: 'Portrait',
    alt: 'Stylised portrait silhouette on blue',
    motif: 'portrait',
    palette: ['#bde0fe', '#a2d2ff', '#3a5a80'],
  },
  // Logos: label = the wordmark, alt = the customer's name; palette = ink, second colour, mark colour.
  { file: 'seed-logo-harbor-pine.jpg', label: 'Harbor & Pine', alt: 'Harbor & Pine Landscape', motif: 'logo', palette: ['#1d3557', '#a8dadc', '#2a9d8f'] },
  { file: 'seed-logo-studio-kaito.jpg', label: 'Studio Kaito', alt: 'Studio Kaito', motif: 'logo', palette: ['#222222', '#f4a261', '#e76f51'] },
  { file: 'seed-logo-lumen-live.jpg', label: 'Lumen Live', alt: 'Lumen Live Productions', motif: 'logo', palette: ['#240046', '#ffba08', '#7b2cbf'] },
  { file: 'seed-logo-casa-norte.jpg', label: 'Casa Norte', alt: 'Casa Norte Interiors', motif: 'logo', palette: ['#5c3d2e', '#e0c097', '#b85c38'] },
  { file: 'seed-logo-greenline.jpg', label: 'Greenline', alt: 'Greenline Architects', motif: 'logo', palette: ['#1b4332', '#95d5b2', '#40916c'] },
  { file: 'seed-logo-atelier-nord.jpg', label: 'Atelier Nord', alt: 'Atelier Nord', motif: 'logo', palette: ['#14213d', '#8ecae6', '#219ebc'] },
] as const satisfies readonly ImageDefinition[];

export type ImageName = (typeof IMAGES)[number]['file'];

/** Every sample image (what the seed uploads and removes). */
export const IMAGE_FILES: readonly ImageName[] = IMAGES.map((i) => i.file);

/** The photos, for content that picks an illustration (logos are only used by name). */
export const PHOTO_FILES: readonly ImageName[] = IMAGES.filter((i) => i.motif !== 'logo').map((i) => i.file);

export function imageDefinition(name: ImageName): ImageDefinition {
  const found = IMAGES.find((i) => i.file === name);
  if (!found) throw new Error(`Unknown sample image "${name}"`);
  return found;
}
