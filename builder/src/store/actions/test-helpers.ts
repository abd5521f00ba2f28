import type { Draft } from '../types';

export function draftOf(...keys: string[]): Draft {
  return { blocks: keys.map((key) => ({ __key: key, __component: 'blocks.text', title: key })), settings: {}, page: {} };
}
