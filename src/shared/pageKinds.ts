// What a page request can show: the screen of a page type (src/shared/pageTypes/), or one of the
// pages outside the route table (the editor hub, the webshop's cart, the error pages). Server and
// browser share it: the server decides the first page, the browser every later one.
import type { RoutedPageKind } from './pageTypes/pageTypes';

export type PageKind = RoutedPageKind | 'cmsHub' | 'webshopCart' | 'notFound' | 'badRequest' | 'offline' | 'serverError';
