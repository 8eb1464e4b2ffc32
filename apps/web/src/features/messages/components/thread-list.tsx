import { Button, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { THREAD_LIST_OVERSCAN, type ThreadSummary } from '@tribuna/contract';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ThreadListProps {
  threads: ThreadSummary[];
  /** Threads in the box (for screen readers' "n of total"). */
  total: number;
  label: string;
  hasNextPage: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  renderRow: (thread: ThreadSummary) => ReactNode;
}

const ROW_ESTIMATE_PX = 104;
const ROW_GAP_PX = 8;

/**
 * A virtual list over the window's scroll (spec 9: overscan 5): only the rows near the screen
 * exist, so thousands of threads scroll smoothly. Rows are measured as drawn (subjects wrap on a
 * phone). Nearing the end loads the next page; a button does it too, for keyboards and screen readers.
 */
export function ThreadList({ threads, total, label, hasNextPage, loadingMore, loadMore, renderRow }: ThreadListProps) {
  const { t } = useTranslation('messages');
  const listRef = useRef<HTMLUListElement>(null);
  const [top, setTop] = useState(0);

  // The list starts below the page's heading and filters: the window's scroll counts from there.
  // Measured again whenever the rows change (a new search may change what sits above the list).
  useLayoutEffect(() => {
    const next = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (next !== top) setTop(next);
  }, [top, threads]);

  const virtualizer = useWindowVirtualizer({
    count: threads.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: THREAD_LIST_OVERSCAN,
    gap: ROW_GAP_PX,
    scrollMargin: top,
    getItemKey: (index) => threads[index]?.threadHash ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !loadingMore && lastIndex >= threads.length - 1 - THREAD_LIST_OVERSCAN) loadMore();
  }, [hasNextPage, loadingMore, lastIndex, threads.length, loadMore]);

  return (
    <>
      <ul
        ref={listRef}
        aria-label={label}
        data-testid="thread-list"
        style={{ position: 'relative', height: virtualizer.getTotalSize(), listStyle: 'none', margin: 0, padding: 0 }}
      >
        {rows.map((row) => {
          const thread = threads[row.index];
          if (!thread) return null;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              aria-setsize={total}
              aria-posinset={row.index + 1}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start - top}px)` }}
            >
              {renderRow(thread)}
            </li>
          );
        })}
      </ul>
      {loadingMore && (
        <Text size="sm" role="status" mt="sm">
          {t('list.loadingMore')}
        </Text>
      )}
      {hasNextPage && !loadingMore && (
        <Button variant="subtle" mt="sm" onClick={loadMore} data-testid="load-more">
          {t('list.loadMore')}
        </Button>
      )}
    </>
  );
}
