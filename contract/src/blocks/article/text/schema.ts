import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'article.text',
  name: 'article.text',
  icon: 'feather',
  description: 'HTML text of an article.',
  attributes: {
    content: { type: 'richtext', pluginOptions: { sanitize: { kind: 'html' } } },
  },
  section: false,
});
