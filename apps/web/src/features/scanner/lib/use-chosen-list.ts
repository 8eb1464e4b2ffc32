import type { ScannerList } from '@tribuna/contract/access-control';
import { useEffect, useState } from 'react';

const storageKey = (clubHash: string) => `tribuna.scanner.list.${clubHash}`;

/**
 * The list this phone scans for, kept across reloads (a volunteer sets the gate once), and the
 * first list when the kept one is gone.
 */
export function useChosenList(clubHash: string, lists: readonly ScannerList[]): [string | null, (hash: string) => void] {
  const [chosen, setChosen] = useState<string | null>(() => localStorage.getItem(storageKey(clubHash)));
  const valid = lists.some((list) => list.hash === chosen) ? chosen : (lists[0]?.hash ?? null);
  useEffect(() => {
    if (valid && valid !== chosen) setChosen(valid);
  }, [valid, chosen]);
  const choose = (hash: string) => {
    localStorage.setItem(storageKey(clubHash), hash);
    setChosen(hash);
  };
  return [valid, choose];
}
