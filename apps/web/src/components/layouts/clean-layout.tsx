import { CleanFrame } from './clean-frame';
import { RoutedContent } from './routed-content';

/** Layout of the public pages inside the router: the clean frame around the routed page. */
export function CleanLayout() {
  return (
    <CleanFrame>
      <RoutedContent />
    </CleanFrame>
  );
}
