// What a page request can show: a screen of the route table, or one of the error pages.
// Server and browser share it: the server decides the first page, the browser every later one.

export type PageKind = 'events' | 'eventDetail' | 'productions' | 'productionDetail' | 'seriesDetail' | 'ensemble' | 'ensembleDetail' | 'venueDetail' | 'magazine' | 'magazineTags' | 'magazineArticle' | 'search' | 'legal' | 'cmsPage' | 'watchlist' | 'form' | 'login' | 'userProfile' | 'userSettings' | 'cmsHub' | 'webshopCart' | 'notFound' | 'badRequest' | 'offline' | 'serverError';
