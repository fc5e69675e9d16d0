// Part of the info layer at the end of the layout (spec 000 §2): a polite live region that tells
// screen-reader users which page a client navigation opened (its title), as a document load would.
import { useNavigationStatus } from '../navigation/LocationContext';

export function RouteAnnouncer() {
  const { announcement } = useNavigationStatus();
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
