import { h, type Child } from './dom';

/**
 * Latin words and numbers with the spaces and marks between them, and one mark before them: '.ics', '+2', 'Outlook.com',
 * 'Microsoft 365'. In right-to-left text such a run is drawn left to right, but a mark at its edge goes with the text
 * around it and lands on the wrong side ('.ics' reads 'ics.', '+2' reads '2+').
 */
const LTR_RUN = /([.+#@]?[\p{Script=Latin}\d]+(?:[\s.,:;/+@&'_-]+[\p{Script=Latin}\d]+)*)/u;

/** The text as [other text, Latin run, other text, …]: the runs are at the odd indices. */
export const ltrRuns = (text: string): string[] => text.split(LTR_RUN);

/** Text for the view: in a right-to-left view each Latin run is isolated as left-to-right, so its marks stay in place. */
export function bidiText(text: string, rtl: boolean): Child[] {
  return rtl ? ltrRuns(text).map((s, i) => (i % 2 ? h('bdi', { dir: 'ltr' }, s) : s || null)) : [text];
}

/** Text the page gives (a name, a place) in its own direction, whatever the view's: <bdi> takes its first letter's. */
export const pageText = (text: string): HTMLElement => h('bdi', {}, text);
