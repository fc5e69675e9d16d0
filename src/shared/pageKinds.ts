// What a page request can show: a screen of the route table, or one of the error pages.
// Server and browser share it: the server decides the first page, the browser every later one.

export type PageKind = 'events' | 'eventDetail' | 'productions' | 'productionDetail' | 'seriesDetail' | 'search' | 'legal' | 'cmsPage' | 'watchlist' | 'webshopCart' | 'notFound' | 'badRequest' | 'offline' | 'serverError';
