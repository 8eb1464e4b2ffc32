import { clubQueryKeys } from '../../../lib/query-keys';

/**
 * Every people query of a club starts with `['clubs', clubHash, 'people']`. `lists` holds every
 * read of GET …/people (the list pages and the guardian search), `detail` the person pages.
 */
export const peopleKeys = clubQueryKeys('people');

/** The prefix of every person page of the club (a change to one person also shows on others'). */
export const personPagesKey = (clubHash: string) => peopleKeys.other(clubHash, 'detail');
