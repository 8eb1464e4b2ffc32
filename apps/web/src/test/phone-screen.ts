/**
 * Makes Mantine's useMediaQuery see a phone (every max-width query matches) or a wider screen,
 * for components that lay out differently on a phone; jsdom's matchMedia (setup.ts) matches
 * nothing. Returns the function that puts the original back.
 */
export function screenIsPhone(phone: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: phone && query.includes('max-width'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
