// The parts most screens share, taken into the entry's chunk (docs/decisions/009). Left to
// esbuild, each would be a chunk of its own under 2 kB, shared by a different set of screens: the
// programme came in eleven files, which a phone fetches six at a time with a round trip each, and
// each of them was a script Lighthouse's simulated phone counts as render-blocking. Imported
// here, a part reaches every entry point, as the entry's own modules do, and joins their chunk.
// A part belongs here when half the screens or more use it (tests/integration/clientBuild.test.ts
// holds that), or most of the page types visitors land on: the programme, home and CMS pages,
// events, productions and series (the booking widget, the event card). The build's size report
// shows what they add to the entry (3.6 kB gzip on 2026-11-28), which stays under its ceiling.
import '../shared/dateFormats';
import './components/Breadcrumbs';
import './components/JsonLd';
import './components/RetryableArea';
import './components/ResponsivePicture';
import './data/useMutation';
import '../shared/booking';
import './booking/BookingWidget';
import './watchlist/WatchStar';
import './screens/events/EventCard';
