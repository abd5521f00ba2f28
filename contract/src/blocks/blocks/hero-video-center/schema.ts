import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.hero-video-center',
  name: 'HeroVideoCenter',
  icon: 'play',
  description: 'Hero with a centred YouTube video.',
  attributes: {
    title: { type: 'string' },
    subtitle: { type: 'text' },
    youtubeVideoCode: { type: 'string', required: true, regex: '^[A-Za-z0-9_-]{11}$' },
  },
});
