import { describe, expect, it } from 'vitest';
import { nextCursorOf } from '@tribuna/contract';
import { fromNearerEnd, hydraCollection, hydraView, keysetCollection, pageOffset, wholeCollection } from './hydra';

describe('hydra view links', () => {
  it('has first, last and next on the first of several pages, keeping other query parameters', () => {
    expect(hydraView('/api/clubs?name=demo&itemsPerPage=10', 1, 10, 25)).toEqual({
      '@id': '/api/clubs?name=demo&itemsPerPage=10&page=1',
      'hydra:first': '/api/clubs?name=demo&itemsPerPage=10&page=1',
      'hydra:last': '/api/clubs?name=demo&itemsPerPage=10&page=3',
      'hydra:next': '/api/clubs?name=demo&itemsPerPage=10&page=2',
    });
  });

  it('has previous and next in the middle, replacing the page parameter', () => {
    const view = hydraView('/api/clubs?page=2&itemsPerPage=10', 2, 10, 25);
    expect(view['hydra:previous']).toBe('/api/clubs?page=1&itemsPerPage=10');
    expect(view['hydra:next']).toBe('/api/clubs?page=3&itemsPerPage=10');
  });

  it('has previous but no next on the last page', () => {
    const view = hydraView('/api/clubs?page=3', 3, 10, 25);
    expect(view['hydra:previous']).toBe('/api/clubs?page=2');
    expect(view['hydra:next']).toBeUndefined();
  });

  it('treats an empty collection as one page', () => {
    expect(hydraView('/api/clubs', 1, 30, 0)).toEqual({
      '@id': '/api/clubs?page=1',
      'hydra:first': '/api/clubs?page=1',
      'hydra:last': '/api/clubs?page=1',
    });
  });

  it('points previous at the last page when asked past the end', () => {
    expect(hydraView('/api/clubs?page=9', 9, 10, 25)['hydra:previous']).toBe('/api/clubs?page=3');
  });

  it('wraps members with the total', () => {
    const collection = hydraCollection('/api/x', ['a', 'b'], 2, 1, 30);
    expect(collection['hydra:member']).toEqual(['a', 'b']);
    expect(collection['hydra:totalItems']).toBe(2);
    expect(pageOffset(3, 20)).toBe(40);
  });
});

describe('whole and keyset collections', () => {
  it('answers a small list whole: one page, first = last = the request', () => {
    expect(wholeCollection('/api/clubs/x/sponsors', ['a', 'b'])).toEqual({
      'hydra:member': ['a', 'b'],
      'hydra:totalItems': 2,
      'hydra:view': { '@id': '/api/clubs/x/sponsors', 'hydra:first': '/api/clubs/x/sponsors', 'hydra:last': '/api/clubs/x/sponsors' },
    });
  });

  it('links the next keyset page by its full address, keeping the query and replacing the cursor', () => {
    const collection = keysetCollection('/api/t?box=inbox&cursor=old', ['a'], 5, 'n+x/1');
    expect(collection['hydra:view']).toEqual({ '@id': '/api/t?box=inbox&cursor=old', 'hydra:next': '/api/t?box=inbox&cursor=n%2Bx%2F1' });
    expect(nextCursorOf(collection['hydra:view'])).toBe('n+x/1');
  });

  it('has no next link on the last keyset page', () => {
    const collection = keysetCollection('/api/t', [], 0, null);
    expect(collection['hydra:view']).toEqual({ '@id': '/api/t' });
    expect(nextCursorOf(collection['hydra:view'])).toBeNull();
  });
});

describe('pages read from the nearer end', () => {
  it('walks forwards to the first half and backwards to the second, never past half the list', () => {
    expect(fromNearerEnd(0, 30, 100)).toEqual({ backwards: false, offset: 0, limit: 30 });
    expect(fromNearerEnd(30, 30, 100)).toEqual({ backwards: false, offset: 30, limit: 30 });
    // Rows 60-89 of 100 are rows 10-39 counted from the end.
    expect(fromNearerEnd(60, 30, 100)).toEqual({ backwards: true, offset: 10, limit: 30 });
    // The last, short page: rows 90-99 are the first 10 from the end.
    expect(fromNearerEnd(90, 30, 100)).toEqual({ backwards: true, offset: 0, limit: 10 });
    for (let offset = 0; offset < 100; offset += 7) {
      const { offset: skipped } = fromNearerEnd(offset, 7, 100);
      expect(skipped, `offset ${offset}`).toBeLessThanOrEqual(50);
    }
  });
});
